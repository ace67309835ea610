import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { aboutHtml, protocolHtml } from './essentials-text';

/**
 * Every app_config key the site reads, with its default (stored as JSON).
 * seedEssentials inserts the missing ones at every start, so a new key added here reaches existing
 * installations without a migration, and admin edits are never overwritten.
 */
export const DEFAULT_APP_CONFIG: Record<string, unknown> = {
  'site.name': '书院 Shuyuan',
  'site.logo': '',
  'site.white_logo': '',
  'site.pc_url': '',
  'site.h5_url': '',
  'site.icp': '',
  'site.icp_link': 'https://beian.miit.gov.cn/',
  'site.icp2': '',
  'site.icp2_link': '',
  'site.lang': 'cn',
  'site.seo_keywords': '',
  'site.seo_description': '',
  'site.course_purchase_notice':
    '<p>课程为虚拟内容，购买后不支持退款。购买后可在“我的课程”中随时学习，请勿将账号借给他人使用。</p>',
  'site.aboutus': aboutHtml,
  'protocol.user': protocolHtml.user,
  'protocol.privacy': protocolHtml.privacy,
  'protocol.vip': protocolHtml.vip,
  'protocol.paid_content': protocolHtml.paidContent,
  'player.cover': '',
  'player.enabled_bullet_secret': 0,
  // MeEdu's watermark placeholder, replaced by the player with the viewer's mobile.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder, not a template.
  'player.bullet_secret': { size: 14, color: 'red', opacity: 1, text: '${mobile}' },
  'member.enabled_mobile_bind_alert': 0,
  'member.enabled_face_verify': false,
  // Comments wait for review unless an administrator turns this on (issue 20).
  'comment.publish_without_review': false,
  'socialite.qq': 0,
  'socialite.wechat_oauth': 0,
  // Provider keys (private rows). Without keys an enabled app is played by the simulator outside
  // production and is not enabled in production. *_base / endpoint override the providers' hosts.
  'socialite.qq_app': { app_id: '', app_secret: '' },
  'socialite.wechat_app': { app_id: '', app_secret: '' },
  'face_verify.tencent': { secret_id: '', secret_key: '', rule_id: '' },
  'sms.provider': 'log',
  'sms.aliyun': {
    access_key_id: '',
    access_key_secret: '',
    sign_name: '',
    templates: { login: '', register: '', password_reset: '', mobile_bind: '' },
  },
  'sms.tencent': {
    secret_id: '',
    secret_key: '',
    sdk_app_id: '',
    sign_name: '',
    region: 'ap-guangzhou',
    templates: { login: '', register: '', password_reset: '', mobile_bind: '' },
  },
  'credit1.register': 10,
  'credit1.watched_vod_course': 20,
  'credit1.watched_video': 2,
  'credit1.paid_order': 0.01,
  'addons.enabled': [],
  func: DEFAULT_CONFIG_FUNC,
  contact: {
    address: '北京市海淀区中关村大街 11 号 创新大厦 3 层',
    phone: '400-800-1234',
    email: 'hello@shuyuan.example',
    qrcodes: [
      { name: '微信公众号', url: 'https://weixin.qq.com/', image: '' },
      { name: '客服微信', url: 'https://work.weixin.qq.com/', image: '' },
    ],
  },
};

/** Keys that hold secrets: never part of the public configuration. */
export const PRIVATE_CONFIG_KEYS = new Set([
  'socialite.qq_app',
  'socialite.wechat_app',
  'face_verify.tencent',
  'sms.provider',
  'sms.aliyun',
  'sms.tencent',
]);

/** Inserts the app_config keys that are missing; returns the keys it inserted. Safe to run concurrently. */
export async function seedEssentials(db: Kysely<Database>): Promise<{ inserted: string[] }> {
  const existing = new Set((await db.selectFrom('app_config').select('key').execute()).map((row) => row.key));
  const missing = Object.keys(DEFAULT_APP_CONFIG).filter((key) => !existing.has(key));
  if (missing.length === 0) return { inserted: [] };
  const now = Date.now();
  await db
    .insertInto('app_config')
    .values(
      missing.map((key) => ({
        key,
        value: JSON.stringify(DEFAULT_APP_CONFIG[key]),
        is_private: PRIVATE_CONFIG_KEYS.has(key) ? 1 : 0,
        updated_at: now,
      })),
    )
    // Another process starting at the same moment may have inserted some of them.
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return { inserted: missing };
}
