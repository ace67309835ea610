import { BUILT_FEATURE_SWITCHES, FEATURE_SWITCHES } from '@shuyuan/contract/system';
import type { TFunction } from 'i18next';
import type settingsCn from './i18n/cn.json';

type SettingsText = typeof settingsCn;

type FieldLabel = keyof SettingsText['fields'] | `func.${keyof SettingsText['func']}`;
type OptionLabel = keyof SettingsText['options'];

/** One form field of a settings tab: `key` is the app_config key, `field` a property of its object value. */
export interface SettingField {
  key: string;
  field?: string;
  /** A key of the page's strings (i18n/cn.json), so the label follows the console's language. */
  label: FieldLabel;
  kind: 'text' | 'url' | 'flag01' | 'bool' | 'secret' | 'number' | 'select' | 'html' | 'textarea' | 'image';
  /** `label` names a string of i18n/cn.json, or `name` is shown as it is (a language's own name). */
  options?: { value: string; label?: OptionLabel; name?: string }[];
  /** Price-like numbers. */
  step?: number;
  /** A line of help under the control (a key of the page's `help` strings). */
  help?: keyof SettingsText['help'];
  /** A feature switch whose module the site does not have: shown, but it cannot be turned on. */
  notBuilt?: boolean;
  /** A select whose options are sentences (the storage choice): as wide as the form, not cut to 240 px. */
  wide?: boolean;
}

export interface SettingGroup {
  key: keyof SettingsText['groups'];
  fields: SettingField[];
}

/** The label of a field in the console's language. */
export function fieldLabel(t: TFunction<'admin-settings'>, label: FieldLabel): string {
  return label.startsWith('func.')
    ? t(label as `func.${keyof SettingsText['func']}`)
    : t(`fields.${label}` as `fields.${keyof SettingsText['fields']}`);
}

/** The choices of a select field in the console's language. */
export function fieldOptions(t: TFunction<'admin-settings'>, field: SettingField) {
  return field.options?.map((o) => ({
    value: o.value,
    label: o.name ?? (o.label ? t(`options.${o.label}`) : o.value),
  }));
}

/**
 * The console's settings tabs of plain fields, in order; each tab saves its own keys. Payment has its own
 * panel (payment/payment-panel.tsx), placed after social login by the settings page.
 */
export const SETTING_GROUPS: SettingGroup[] = [
  {
    key: 'site',
    fields: [
      { key: 'site.name', label: 'siteName', kind: 'text' },
      { key: 'site.logo', label: 'logo', kind: 'image' },
      { key: 'site.white_logo', label: 'whiteLogo', kind: 'image' },
      { key: 'site.pc_url', label: 'pcUrl', kind: 'url' },
      { key: 'site.h5_url', label: 'h5Url', kind: 'url' },
      { key: 'site.icp', label: 'icp', kind: 'text' },
      { key: 'site.icp_link', label: 'icpLink', kind: 'url' },
      { key: 'site.icp2', label: 'icp2', kind: 'text' },
      { key: 'site.icp2_link', label: 'icp2Link', kind: 'url' },
      // The home and list pages' head (issue 20); course pages have their own.
      { key: 'site.seo_keywords', label: 'seoKeywords', kind: 'text' },
      { key: 'site.seo_description', label: 'seoDescription', kind: 'textarea' },
      {
        key: 'site.lang',
        label: 'lang',
        kind: 'select',
        options: [
          { value: 'cn', name: '中文' },
          { value: 'en', name: 'English' },
        ],
      },
      // Every time the site shows is told in it (decision 035); the server refuses a name that is no zone.
      { key: 'site.time_zone', label: 'timeZone', kind: 'text' },
    ],
  },
  {
    key: 'func',
    // Every switch of spec §1, in its order; those of modules not built are disabled (decision 031).
    fields: FEATURE_SWITCHES.map((k) => ({
      key: 'func',
      field: k,
      label: `func.${k}` as const,
      kind: 'bool' as const,
      notBuilt: !(BUILT_FEATURE_SWITCHES as readonly string[]).includes(k),
    })),
  },
  {
    key: 'player',
    fields: [
      { key: 'player.cover', label: 'playerCover', kind: 'image' },
      { key: 'player.enabled_bullet_secret', label: 'watermarkEnabled', kind: 'flag01' },
      {
        key: 'player.bullet_secret',
        field: 'text',
        label: 'watermarkText',
        kind: 'text',
        help: 'watermarkText',
      },
      { key: 'player.bullet_secret', field: 'size', label: 'watermarkSize', kind: 'number' },
      {
        key: 'player.bullet_secret',
        field: 'color',
        label: 'watermarkColor',
        kind: 'text',
        help: 'watermarkColor',
      },
      {
        key: 'player.bullet_secret',
        field: 'opacity',
        label: 'watermarkOpacity',
        kind: 'number',
        step: 0.05,
        help: 'watermarkOpacity',
      },
    ],
  },
  {
    key: 'member',
    fields: [
      { key: 'member.enabled_mobile_bind_alert', label: 'mobileBindAlert', kind: 'flag01' },
      { key: 'member.enabled_face_verify', label: 'faceVerify', kind: 'bool' },
      {
        key: 'comment.publish_without_review',
        label: 'commentsWithoutReview',
        kind: 'bool',
        help: 'commentsWithoutReview',
      },
      { key: 'member.login_limit_rule', label: 'loginLimit', kind: 'number' },
      { key: 'member.mobile_regex', label: 'mobileRegex', kind: 'text' },
    ],
  },
  {
    key: 'socialite',
    fields: [
      { key: 'socialite.qq', label: 'qq', kind: 'flag01' },
      { key: 'socialite.qq_app', field: 'app_id', label: 'qqAppId', kind: 'text' },
      { key: 'socialite.qq_app', field: 'app_secret', label: 'qqAppSecret', kind: 'secret' },
      { key: 'socialite.wechat_oauth', label: 'wechat', kind: 'flag01' },
      { key: 'socialite.wechat_app', field: 'app_id', label: 'wechatAppId', kind: 'text' },
      { key: 'socialite.wechat_app', field: 'app_secret', label: 'wechatAppSecret', kind: 'secret' },
    ],
  },
  {
    key: 'sms',
    fields: [
      {
        key: 'sms.provider',
        label: 'smsProvider',
        kind: 'select',
        options: [
          { value: 'log', label: 'log' },
          { value: 'aliyun', label: 'aliyun' },
          { value: 'tencent', label: 'tencent' },
        ],
      },
      { key: 'sms.aliyun', field: 'access_key_id', label: 'aliyunKeyId', kind: 'text' },
      { key: 'sms.aliyun', field: 'access_key_secret', label: 'aliyunKeySecret', kind: 'secret' },
      { key: 'sms.aliyun', field: 'sign_name', label: 'aliyunSign', kind: 'text' },
      { key: 'sms.tencent', field: 'secret_id', label: 'tencentSecretId', kind: 'text' },
      { key: 'sms.tencent', field: 'secret_key', label: 'tencentSecretKey', kind: 'secret' },
      { key: 'sms.tencent', field: 'sdk_app_id', label: 'tencentAppId', kind: 'text' },
      { key: 'sms.tencent', field: 'sign_name', label: 'tencentSign', kind: 'text' },
    ],
  },
  {
    key: 'credit',
    fields: [
      { key: 'credit1.register', label: 'creditRegister', kind: 'number' },
      { key: 'credit1.watched_vod_course', label: 'creditCourse', kind: 'number' },
      { key: 'credit1.watched_video', label: 'creditVideo', kind: 'number' },
      { key: 'credit1.paid_order', label: 'creditOrder', kind: 'number', step: 0.01 },
    ],
  },
  {
    // Issue 20: which other origins' pages may call the API, and the analytics the page loads (both read by
    // the server on every request, so a save applies at once).
    key: 'access',
    fields: [
      { key: 'site.cors_origins', label: 'corsOrigins', kind: 'textarea', help: 'corsOrigins' },
      {
        key: 'site.analytics',
        field: 'baidu',
        label: 'baiduAnalytics',
        kind: 'text',
        help: 'baiduAnalytics',
      },
      {
        key: 'site.analytics',
        field: 'google',
        label: 'googleAnalytics',
        kind: 'text',
        help: 'googleAnalytics',
      },
    ],
  },
  {
    // Where uploads and transcodes go (decision 044); the form has 测试连接 beside 保存 (storage-test.tsx).
    key: 'storage',
    fields: [
      {
        key: 'media.storage',
        label: 'storageDriver',
        kind: 'select',
        options: [
          { value: 'local', label: 'local' },
          { value: 's3', label: 's3' },
        ],
        help: 'storageDriver',
        wide: true,
      },
      { key: 'media.s3', field: 'endpoint', label: 's3Endpoint', kind: 'url', help: 's3Endpoint' },
      { key: 'media.s3', field: 'region', label: 's3Region', kind: 'text' },
      { key: 'media.s3', field: 'bucket', label: 's3Bucket', kind: 'text' },
      { key: 'media.s3', field: 'access_key_id', label: 's3AccessKey', kind: 'text' },
      { key: 'media.s3', field: 'secret_access_key', label: 's3SecretKey', kind: 'secret' },
      { key: 'media.s3', field: 'path_style', label: 's3PathStyle', kind: 'bool', help: 's3PathStyle' },
    ],
  },
  {
    key: 'protocols',
    fields: [
      { key: 'site.aboutus', label: 'aboutUs', kind: 'html' },
      { key: 'protocol.user', label: 'protocolUser', kind: 'html' },
      { key: 'protocol.privacy', label: 'protocolPrivacy', kind: 'html' },
      { key: 'protocol.vip', label: 'protocolVip', kind: 'html' },
      { key: 'protocol.paid_content', label: 'protocolPaid', kind: 'html' },
      { key: 'site.course_purchase_notice', label: 'purchaseNotice', kind: 'html' },
    ],
  },
];
