import { siteTimeZone, type TNav, type TSpecialCategory, type TSystemConfig } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Cache } from '#core/cache';
import { ConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';
import { featureSwitchesFrom } from '#core/features';
import { formatIso } from '#core/format';
import { listPlatformSliders } from '#modules/content';
import { drawQrDataUrl } from './footer-qrcode';
import * as repo from './repo';

/** Every cached answer of this module lives under this prefix. */
export const SYSTEM_CACHE_PREFIX = 'system:';
/**
 * Writes invalidate at once (here, and in other processes through Redis); without Redis other
 * processes see a change after at most this long.
 */
export const SYSTEM_CACHE_TTL_MS = 30_000;

/** Call after any write to app_config, navs, links, sliders or special categories. */
export function invalidateSystemCache(cache: Cache): Promise<void> {
  return cache.invalidate(SYSTEM_CACHE_PREFIX);
}

/** The HTML pages the config links to, by path: the app_config key of the body and the title. */
export const SYSTEM_PAGES = {
  '/user/protocol': { key: 'protocol.user', title: '用户协议', configKey: 'user_protocol' },
  '/user/private_protocol': {
    key: 'protocol.privacy',
    title: '隐私政策',
    configKey: 'user_private_protocol',
  },
  '/user/vip_protocol': { key: 'protocol.vip', title: '会员服务协议', configKey: 'vip_protocol' },
  '/user/paid_content_purchase_protocol': {
    key: 'protocol.paid_content',
    title: '付费内容购买协议',
    configKey: 'paid_content_purchase_protocol',
  },
  '/aboutus': { key: 'site.aboutus', title: '关于我们', configKey: 'aboutus' },
} as const;
export type SystemPagePath = keyof typeof SYSTEM_PAGES;

const asString = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const asNumber = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** Navs of a platform as a two-level tree; both levels ordered by sort. */
export async function listNavTree(db: Kysely<Database>, platform: string): Promise<TNav[]> {
  const rows = await repo.selectNavs(db, platform);
  const children = new Map<number, TNav['children']>();
  for (const row of rows) {
    if (row.parent_id === 0) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  return rows
    .filter((row) => row.parent_id === 0)
    .map((row) => ({ ...row, children: children.get(row.id) ?? [] }));
}

/** MeEdu's platform spellings: PC by default, and the H5 navs are stored as lowercase `h5`. */
export function normaliseNavPlatform(platform: string | undefined): string {
  const upper = (platform ?? '').trim().toUpperCase();
  if (upper === '') return 'PC';
  return upper === 'H5' ? 'h5' : upper;
}

export async function listLinks(db: Kysely<Database>) {
  const rows = await repo.selectLinks(db);
  return rows.map((row) => ({
    ...row,
    created_at: formatIso(row.created_at),
    updated_at: formatIso(row.updated_at),
  }));
}

/** Footer special topics: at most six course or offline-course categories, by sort. */
export async function listSpecialCategories(db: Kysely<Database>): Promise<TSpecialCategory[]> {
  const rows = await repo.selectSpecialCategories(db, 6);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    type: row.type as TSpecialCategory['type'],
  }));
}

async function readContact(values: ConfigValues): Promise<TSystemConfig['contact']> {
  const contact = values.obj('contact');
  const qrcodes = (Array.isArray(contact.qrcodes) ? contact.qrcodes : []).filter(
    (q): q is Record<string, unknown> => !!q && typeof q === 'object',
  );
  return {
    address: asString(contact.address),
    phone: asString(contact.phone),
    email: asString(contact.email),
    // `image` is always what to show: the uploaded picture, else a code drawn from `url`.
    qrcodes: await Promise.all(
      qrcodes.map(async (q) => {
        const link = asString(q.url);
        const uploaded = asString(q.image);
        return {
          name: asString(q.name),
          url: link,
          image: uploaded ? uploaded : link ? await drawQrDataUrl(link) : '',
        };
      }),
    ),
  };
}

/** GET /api/v2/other/config: every key of ZSystemConfig, from app_config, navs, links and sliders. */
export async function buildSystemConfig(db: Kysely<Database>, url: string): Promise<TSystemConfig> {
  const [raw, navs, links, sliders] = await Promise.all([
    repo.selectPublicConfig(db),
    listNavTree(db, 'PC'),
    repo.selectLinks(db),
    listPlatformSliders(db, 'PC'),
  ]);
  const values = new ConfigValues(raw);
  const bullet = values.obj('player.bullet_secret');
  const lang = values.str('site.lang', 'cn');
  const timeZone = siteTimeZone(values.value('site.time_zone'));
  return {
    name: values.str('site.name'),
    logo: {
      logo: values.str('site.logo'),
      white_logo: values.str('site.white_logo'),
    },
    url,
    pc_url: values.str('site.pc_url'),
    h5_url: values.str('site.h5_url'),
    icp: values.str('site.icp'),
    icp_link: values.str('site.icp_link'),
    icp2: values.str('site.icp2'),
    icp2_link: values.str('site.icp2_link'),
    user_protocol: `${url}/user/protocol`,
    user_private_protocol: `${url}/user/private_protocol`,
    vip_protocol: `${url}/user/vip_protocol`,
    paid_content_purchase_protocol: `${url}/user/paid_content_purchase_protocol`,
    aboutus: `${url}/aboutus`,
    course_purchase_notice: values.str('site.course_purchase_notice'),
    player: {
      cover: values.str('player.cover'),
      enabled_bullet_secret: values.flag('player.enabled_bullet_secret'),
      bullet_secret: {
        size: asNumber(bullet.size, 14),
        color: asString(bullet.color, 'red'),
        opacity: asNumber(bullet.opacity, 1),
        // biome-ignore lint/suspicious/noTemplateCurlyInString: MeEdu's placeholder, filled in by the player
        text: asString(bullet.text, '${mobile}'),
      },
    },
    member: {
      enabled_mobile_bind_alert: values.flag('member.enabled_mobile_bind_alert'),
      enabled_face_verify: values.flag('member.enabled_face_verify') === 1,
    },
    socialites: { qq: values.flag('socialite.qq'), wechat_oauth: values.flag('socialite.wechat_oauth') },
    credit1_reward: {
      register: values.num('credit1.register'),
      watched_vod_course: values.num('credit1.watched_vod_course'),
      watched_video: values.num('credit1.watched_video'),
      paid_order: values.num('credit1.paid_order'),
    },
    enabled_addons: values.list('addons.enabled').filter((a): a is string => typeof a === 'string'),
    sliders,
    navs,
    links: links.map(({ id, sort, name, url: link }) => ({ id, sort, name, url: link })),
    lang: lang === 'en' ? 'en' : 'cn',
    time_zone: timeZone,
    config_func: featureSwitchesFrom(values),
    contact: await readContact(values),
  };
}

/** The stored HTML body and the site's name and language, for the protocol and about pages. */
export async function getPageSource(db: Kysely<Database>, path: SystemPagePath) {
  const raw = await repo.selectPublicConfig(db);
  const values = new ConfigValues(raw);
  return {
    title: SYSTEM_PAGES[path].title,
    body: values.str(SYSTEM_PAGES[path].key),
    siteName: values.str('site.name'),
    lang: values.str('site.lang', 'cn') === 'en' ? 'en' : 'zh-CN',
  };
}
