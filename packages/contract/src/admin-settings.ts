import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard } from './admin-common';
import { adminLine, adminText, adminUrl, onOff, secretField as secret } from './admin-fields';
import { S3StorageSettings } from './admin-storage';
import { defineEndpoint } from './endpoint';
import { parseOriginList } from './origins';
import { FEATURE_SWITCHES, featureNotBuiltMessage, isBuiltFeature, type TFeatureSwitch } from './system';
import { isTimeZone } from './time-zone';

/*
 * Site settings (issue 8): the app_config keys an administrator may edit, each with its schema. Secret
 * fields are write-only: a GET answers '' for them (and lists which are set); a PUT with '' keeps the
 * stored secret. Object values are merged into what is stored, so fields the console does not show
 * survive an edit. Payment settings are also checked as a whole when saved (decision 025).
 */

const flag01 = z.union([z.literal(0), z.literal(1)], { error: '开关须为 0 或 1' });
const smsTemplates = z
  .object({
    login: adminLine('短信模板', 64, { optional: true }),
    register: adminLine('短信模板', 64, { optional: true }),
    password_reset: adminLine('短信模板', 64, { optional: true }),
    mobile_bind: adminLine('短信模板', 64, { optional: true }),
  })
  .partial();

export const settingSchemas = {
  'site.name': adminLine('站点名称', 64),
  'site.logo': adminUrl('Logo'),
  'site.white_logo': adminUrl('白色 Logo'),
  'site.pc_url': adminUrl('PC 地址'),
  'site.h5_url': adminUrl('H5 地址'),
  'site.icp': adminLine('ICP 备案号', 64, { optional: true }),
  'site.icp_link': adminUrl('ICP 链接'),
  'site.icp2': adminLine('公安备案号', 64, { optional: true }),
  'site.icp2_link': adminUrl('公安备案链接'),
  'site.lang': z.enum(['cn', 'en'], { error: '语言错误' }),
  // What the home and list pages tell search engines and link previews (issue 20).
  'site.seo_keywords': adminLine('SEO 关键词', 200, { optional: true }),
  'site.seo_description': adminText('SEO 描述', 300),
  'site.time_zone': z
    .string({ error: '时区错误' })
    .trim()
    .refine(isTimeZone, '时区须为 IANA 时区名，如 Asia/Shanghai'),
  'site.course_purchase_notice': adminText('购买须知', 20_000),
  'site.aboutus': adminText('关于我们', 100_000),
  'protocol.user': adminText('用户协议', 100_000),
  'protocol.privacy': adminText('隐私政策', 100_000),
  'protocol.vip': adminText('会员协议', 100_000),
  'protocol.paid_content': adminText('付费内容协议', 100_000),
  func: z
    .object(
      Object.fromEntries(
        FEATURE_SWITCHES.map((k) => [k, z.boolean({ error: '开关须为 true 或 false' })]),
      ) as Record<TFeatureSwitch, z.ZodBoolean>,
    )
    .superRefine((func, ctx) => {
      // A switch of a module this site does not have is refused, not stored (decision 031).
      for (const key of FEATURE_SWITCHES) {
        if (func[key] && !isBuiltFeature(key))
          ctx.addIssue({ code: 'custom', path: [key], message: featureNotBuiltMessage(key) });
      }
    }),
  // The player's rules (MeEdu's config `player`): the poster and the member's moving watermark. The bounds
  // are the ones the player draws within (features/learning/components/player-watermark.tsx).
  'player.cover': adminUrl('播放器封面'),
  'player.enabled_bullet_secret': flag01,
  'player.bullet_secret': z
    .object({
      text: adminLine('水印文字', 64),
      size: z.coerce
        .number({ error: '水印字号须为数字' })
        .int('水印字号须为整数')
        .min(10, '水印字号须在10到32之间')
        .max(32, '水印字号须在10到32之间'),
      color: z
        .string({ error: '水印颜色格式错误' })
        .trim()
        .regex(
          /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/,
          '水印颜色格式错误，例如 #ff0000 或 red',
        ),
      opacity: z.coerce
        .number({ error: '水印透明度须为数字' })
        .min(0.15, '水印透明度须在0.15到1之间')
        .max(1, '水印透明度须在0.15到1之间'),
    })
    .partial(),
  'member.enabled_mobile_bind_alert': flag01,
  'member.enabled_face_verify': z.boolean({ error: '开关须为 true 或 false' }),
  /** On: a member's new comment is approved at once; off (default, MeEdu's way): it waits for review. */
  'comment.publish_without_review': onOff,
  'member.login_limit_rule': z.coerce.number().int().min(0).max(3, '登录限制规则错误'),
  'member.mobile_regex': adminLine('手机号规则', 200, { optional: true }).refine((v) => {
    try {
      new RegExp(v);
      return true;
    } catch {
      return false;
    }
  }, '手机号规则不是有效的正则表达式'),
  'socialite.qq': flag01,
  'socialite.wechat_oauth': flag01,
  'socialite.qq_app': z
    .object({ app_id: adminLine('App ID', 128, { optional: true }), app_secret: secret('App Secret') })
    .partial(),
  'socialite.wechat_app': z
    .object({ app_id: adminLine('App ID', 128, { optional: true }), app_secret: secret('App Secret') })
    .partial(),
  'payment.alipay': z
    .object({
      enabled: onOff,
      appId: adminLine('App ID', 64, { optional: true }),
      sellerId: adminLine('PID', 64, { optional: true }),
      /** key: 公钥模式 (alipayPublicKey); cert: 证书模式 (appCert, alipayCert, alipayRootCert). */
      signMode: z.enum(['key', 'cert'], { error: '签名方式错误' }),
      appPrivateKey: secret('应用私钥'),
      alipayPublicKey: adminText('支付宝公钥', 8000),
      appCert: adminText('应用公钥证书', 16_000),
      alipayCert: adminText('支付宝公钥证书', 16_000),
      alipayRootCert: adminText('支付宝根证书', 32_000),
      gateway: adminUrl('网关'),
      /** 电脑网站支付 (alipay.trade.page.pay). */
      page: onOff,
      /** 手机网站支付 (alipay.trade.wap.pay). */
      wap: onOff,
    })
    .partial(),
  'payment.wechat': z
    .object({
      enabled: onOff,
      appId: adminLine('App ID', 64, { optional: true }),
      mchId: adminLine('商户号', 64, { optional: true }),
      serialNo: adminLine('证书序列号', 128, { optional: true }),
      privateKey: secret('商户私钥'),
      apiV3Key: secret('APIv3 密钥'),
      /** certificate: 平台证书 (downloaded by the server); publicKey: 微信支付公钥 (publicKeyId + publicKey). */
      verifyMode: z.enum(['certificate', 'publicKey'], { error: '验签方式错误' }),
      publicKeyId: adminLine('微信支付公钥 ID', 64, { optional: true }),
      publicKey: adminText('微信支付公钥', 8000),
      apiBase: adminUrl('API 地址'),
      /** Native (扫码) on a desktop, H5 in a phone browser, JSAPI inside WeChat. */
      native: onOff,
      h5: onOff,
      jsapi: onOff,
    })
    .partial(),
  'payment.handpay': z.object({ enabled: onOff, text: adminText('转账说明', 5000) }).partial(),
  'payment.sandbox': z.object({ enabled: onOff }).partial(),
  'sms.provider': z.enum(['log', 'aliyun', 'tencent'], { error: '短信服务商错误' }),
  'sms.aliyun': z
    .object({
      access_key_id: adminLine('AccessKey ID', 128, { optional: true }),
      access_key_secret: secret('AccessKey Secret'),
      sign_name: adminLine('签名', 64, { optional: true }),
      templates: smsTemplates,
    })
    .partial(),
  'sms.tencent': z
    .object({
      secret_id: adminLine('SecretId', 128, { optional: true }),
      secret_key: secret('SecretKey'),
      sdk_app_id: adminLine('SDK AppID', 64, { optional: true }),
      sign_name: adminLine('签名', 64, { optional: true }),
      region: adminLine('地域', 64, { optional: true }),
      templates: smsTemplates,
    })
    .partial(),
  'credit1.register': z.coerce.number().int().min(0).max(100_000),
  'credit1.watched_vod_course': z.coerce.number().int().min(0).max(100_000),
  'credit1.watched_video': z.coerce.number().int().min(0).max(100_000),
  'credit1.paid_order': z.coerce.number().min(0).max(10),
  // Web origins whose pages may call the API from the browser, besides CORS_ORIGINS (issue 20).
  'site.cors_origins': adminText('跨域来源', 2000).refine(
    (v) => parseOriginList(v) !== null,
    '跨域来源须为以逗号或换行分隔的来源，如 https://shop.example.com（不含路径，不可用 *）',
  ),
  // Analytics added to the web app's page (and its CSP) only when set: the ids go into script addresses,
  // hence the strict patterns.
  'site.analytics': z
    .object({
      baidu: z
        .string({ error: '百度统计 ID 格式错误' })
        .trim()
        .regex(/^(|[0-9a-f]{32})$/, '百度统计 ID 须为 32 位十六进制字符'),
      google: z
        .string({ error: 'Google Analytics ID 格式错误' })
        .trim()
        .regex(/^(|G-[A-Z0-9]{4,20})$/, 'Google Analytics ID 须形如 G-XXXXXXXXXX'),
    })
    .partial(),
  // Where media go (decision 044): the local disk or an S3-compatible bucket; checked by 测试连接.
  'media.storage': z.enum(['local', 's3'], { error: '存储方式错误' }),
  'media.s3': S3StorageSettings,
  contact: z.object({
    address: adminLine('地址', 200, { optional: true }),
    phone: adminLine('电话', 64, { optional: true }),
    email: adminLine('邮箱', 128, { optional: true }),
    qrcodes: z
      .array(
        z.object({
          name: adminLine('二维码名称', 32),
          url: adminUrl('二维码链接'),
          image: adminUrl('二维码图片'),
        }),
      )
      .max(6, '二维码最多6个')
      .default([]),
  }),
} as const;
export type SettingKey = keyof typeof settingSchemas;

/** Fields never sent back to the console. */
export const SECRET_SETTING_FIELDS: Partial<Record<SettingKey, readonly string[]>> = {
  'socialite.qq_app': ['app_secret'],
  'socialite.wechat_app': ['app_secret'],
  'payment.alipay': ['appPrivateKey'],
  'payment.wechat': ['privateKey', 'apiV3Key'],
  'sms.aliyun': ['access_key_secret'],
  'sms.tencent': ['secret_key'],
  'media.s3': ['secret_access_key'],
};

/** Rows kept out of the public configuration (GET /api/v2/other/config never reads them). */
export const PRIVATE_SETTING_PREFIXES = [
  'site.cors_origins',
  'payment.',
  'sms.',
  'socialite.qq_app',
  'socialite.wechat_app',
  'media.',
] as const;

const settingsGuard = adminGuard('settings.manage');

export const adminGetSettings = defineEndpoint({
  ...settingsGuard,
  id: 'adminGetSettings',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/settings`,
  summary: '站点设置（密钥字段不返回，只说明是否已设置）',
  response: z.object({
    values: z.record(z.string(), z.unknown()),
    /** `key.field` of each secret that holds a value. */
    secrets_set: z.array(z.string()),
  }),
});

export const adminUpdateSettings = defineEndpoint({
  ...settingsGuard,
  id: 'adminUpdateSettings',
  method: 'PUT',
  path: `${ADMIN_API_PREFIX}/settings`,
  summary: '保存站点设置（只写给出的键；密钥留空表示不修改）',
  body: z.object({ values: z.strictObject(settingSchemas, { error: '未知的设置项' }).partial() }),
  response: z.array(z.never()),
});
