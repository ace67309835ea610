import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZEmpty } from './envelope';

/** The 19 feature switches of spec §1, in the order the spec lists them. */
export const FEATURE_SWITCHES = [
  'vip',
  'live',
  'book',
  'topic',
  'paper',
  'practice',
  'mockPaper',
  'wrongBook',
  'wenda',
  'share',
  'codeExchanger',
  'snapshort',
  'ke',
  'promoCode',
  'daySignIn',
  'credit1Mall',
  'tuangou',
  'miaosha',
  'cert',
] as const;
export type TFeatureSwitch = (typeof FEATURE_SWITCHES)[number];
export const ZConfigFunc = z.object(
  Object.fromEntries(FEATURE_SWITCHES.map((k) => [k, z.boolean()])) as Record<TFeatureSwitch, z.ZodBoolean>,
);
export type TConfigFunc = z.infer<typeof ZConfigFunc>;
/** Spec §3: vip on, every other switch off. */
export const DEFAULT_CONFIG_FUNC: TConfigFunc = Object.fromEntries(
  FEATURE_SWITCHES.map((k) => [k, k === 'vip']),
) as TConfigFunc;

/**
 * The switches whose module this site has (decision 031). The others name modules not built yet: the
 * settings API refuses to turn them on and the public configuration always answers them off.
 */
export const BUILT_FEATURE_SWITCHES = [
  'vip',
  'promoCode',
  'cert',
  'paper',
] as const satisfies readonly TFeatureSwitch[];
export type TBuiltFeatureSwitch = (typeof BUILT_FEATURE_SWITCHES)[number];
export const isBuiltFeature = (key: string): key is TBuiltFeatureSwitch =>
  (BUILT_FEATURE_SWITCHES as readonly string[]).includes(key);

/** The Chinese name of each switch's module, for the server's messages (功能未开启, 尚未提供). */
export const FEATURE_NAMES: Record<TFeatureSwitch, string> = {
  vip: 'VIP会员',
  live: '直播',
  book: '电子书',
  topic: '图文',
  paper: '考试',
  practice: '练习',
  mockPaper: '模拟考试',
  wrongBook: '错题本',
  wenda: '问答',
  share: '分销推广',
  codeExchanger: '兑换码',
  snapshort: '学习拍照',
  ke: '小班课',
  promoCode: '优惠码',
  daySignIn: '每日签到',
  credit1Mall: '积分商城',
  tuangou: '团购',
  miaosha: '秒杀',
  cert: '证书',
};
/** A call refused because its switch is off answers `${name}功能未开启` with ApiCode.featureOff. */
export const featureOffMessage = (key: TFeatureSwitch) => `${FEATURE_NAMES[key]}功能未开启`;
/** The settings API's refusal of a switch whose module is not built. */
export const featureNotBuiltMessage = (key: TFeatureSwitch) => `${FEATURE_NAMES[key]}模块尚未提供，不能开启`;

export const ZNavItem = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  url: z.string(),
  active_routes: z.string(),
  platform: z.string(),
  parent_id: z.number().int(),
  blank: z.number().int().describe('1: open in a new window'),
});
export type TNavItemBase = z.infer<typeof ZNavItem>;
export const ZNav = ZNavItem.extend({ children: z.array(ZNavItem) });
export type TNav = z.infer<typeof ZNav>;

export const ZLink = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  name: z.string(),
  url: z.string(),
});

export const ZQrCode = z.object({
  name: z.string().describe('caption under the code, e.g. 微信公众号'),
  url: z.string().describe('text the code encodes'),
  image: z
    .string()
    .describe(
      'what to show: the absolute URL of an uploaded QR image, else a data: URL of the code the server drew from `url`',
    ),
});

/** GET /api/v2/other/config: MeEdu's key list (meedu-api.md §4) plus what our spec adds. */
export const ZSystemConfig = z.object({
  name: z.string(),
  logo: z.object({ logo: z.string(), white_logo: z.string() }),
  url: z.string(),
  pc_url: z.string(),
  h5_url: z.string(),
  icp: z.string(),
  icp_link: z.string(),
  icp2: z.string(),
  icp2_link: z.string(),
  user_protocol: z.string(),
  user_private_protocol: z.string(),
  vip_protocol: z.string(),
  paid_content_purchase_protocol: z.string(),
  aboutus: z.string(),
  course_purchase_notice: z.string(),
  player: z.object({
    cover: z.string(),
    enabled_bullet_secret: z.number().int(),
    bullet_secret: z.object({ size: z.number(), color: z.string(), opacity: z.number(), text: z.string() }),
  }),
  member: z.object({ enabled_mobile_bind_alert: z.number().int(), enabled_face_verify: z.boolean() }),
  socialites: z.object({ qq: z.number().int(), wechat_oauth: z.number().int() }),
  credit1_reward: z.object({
    register: z.number(),
    watched_vod_course: z.number(),
    watched_video: z.number(),
    paid_order: z.number(),
  }),
  enabled_addons: z.array(z.string()),
  sliders: z.array(
    z.object({ thumb: z.string(), url: z.string(), sort: z.number().int(), platform: z.string() }),
  ),
  navs: z.array(ZNav),
  links: z.array(ZLink),
  // Ours, beyond MeEdu:
  lang: z.enum(['cn', 'en']).describe('default interface language'),
  time_zone: z.string().describe("the site's IANA time zone: every time the site shows is told in it"),
  config_func: ZConfigFunc.describe(
    'the 19 feature switches; the web client saves this object whole as configFunc',
  ),
  contact: z.object({
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    qrcodes: z.array(ZQrCode).describe('the two footer QR codes'),
  }),
});
export type TSystemConfig = z.infer<typeof ZSystemConfig>;

export const ZPlatformQuery = z.object({ platform: z.string().max(16).optional() });

export const getSystemConfig = defineEndpoint({
  id: 'getSystemConfig',
  method: 'GET',
  path: '/api/v2/other/config',
  summary: 'Site configuration, feature switches, navs and links',
  area: 'system',
  auth: 'public',
  response: ZSystemConfig,
});

/** What the H5 client hands to wx.config (WeChat's JS-SDK), signed for the page's URL. */
export const ZWechatJssdkConfig = z.object({
  appId: z.string(),
  nonceStr: z.string(),
  timestamp: z.number().int().describe('unix seconds'),
  signature: z.string().describe('sha1 of jsapi_ticket, noncestr, timestamp and url'),
  jsApiList: z.array(z.string()),
  debug: z.boolean(),
  beta: z.boolean(),
  openTagList: z.array(z.string()),
});

export const getWechatJssdk = defineEndpoint({
  id: 'getWechatJssdk',
  method: 'GET',
  path: '/api/v3/other/wechat-mp-jssdk',
  summary:
    'JS-SDK config for a page opened inside WeChat (share cards): {enabled: 0} when no official account is ' +
    'configured or WeChat cannot be reached (MeEdu’s H5 client then does nothing), else the signed config',
  area: 'system',
  auth: 'public',
  query: z.object({ path: z.string().max(2048).optional() }),
  response: z.union([
    z.object({ enabled: z.literal(0) }),
    z.object({
      enabled: z.literal(1),
      data: ZWechatJssdkConfig,
      share: z.object({ title: z.string(), desc: z.string(), icon: z.string() }),
    }),
  ]),
});

export const listNavs = defineEndpoint({
  id: 'listNavs',
  method: 'GET',
  path: '/api/v2/navs',
  summary: 'Header navigation (platform PC by default, h5 for the mobile site)',
  area: 'system',
  auth: 'public',
  query: ZPlatformQuery,
  response: z.array(ZNav),
});

export const listLinks = defineEndpoint({
  id: 'listLinks',
  method: 'GET',
  path: '/api/v2/links',
  summary: 'Friendly links',
  area: 'system',
  auth: 'public',
  response: z.array(ZLink.extend({ created_at: z.string(), updated_at: z.string() })),
});

export const ZSpecialCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  type: z.enum(['course', 'activate']),
});
export type TSpecialCategory = z.infer<typeof ZSpecialCategory>;

export const listSpecialCategories = defineEndpoint({
  id: 'listSpecialCategories',
  method: 'GET',
  path: '/api/v2/categories/special',
  summary: 'Footer special-topic categories (at most 6), each a course or an offline-course category',
  area: 'system',
  auth: 'public',
  response: z.array(ZSpecialCategory),
});

export const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), db: z.boolean(), store: z.boolean() });

/**
 * MeEdu's liveness call (its clients and monitors ask it): code 0 while the API answers. Whether the
 * database and the store answer is /healthz's question (for load balancers), not this one's.
 */
export const getApiStatus = defineEndpoint({
  id: 'getApiStatus',
  method: 'GET',
  path: '/api/v3/status',
  summary: 'Liveness in MeEdu’s shape: code 0 and [] while the API runs',
  area: 'system',
  auth: 'public',
  response: ZEmpty,
});
