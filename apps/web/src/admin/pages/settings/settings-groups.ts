import { FEATURE_SWITCHES } from '@shuyuan/contract/system';

/** One form field of a settings tab: `key` is the app_config key, `field` a property of its object value. */
export interface SettingField {
  key: string;
  field?: string;
  label: string;
  kind: 'text' | 'url' | 'flag01' | 'bool' | 'secret' | 'number' | 'select' | 'html' | 'textarea' | 'image';
  options?: { value: string; label: string }[];
  /** Price-like numbers. */
  step?: number;
}

export interface SettingGroup {
  key: string;
  label: string;
  fields: SettingField[];
}

const FUNC_LABELS: Record<string, string> = {
  vip: 'VIP 会员',
  live: '直播',
  book: '电子书',
  topic: '图文',
  paper: '考试',
  practice: '练习',
  mockPaper: '模拟考试',
  wrongBook: '错题本',
  wenda: '问答',
  share: '分享',
  codeExchanger: '兑换码',
  snapshort: '截图',
  ke: '课程',
  promoCode: '优惠码',
  daySignIn: '每日签到',
  credit1Mall: '积分商城',
  tuangou: '团购',
  miaosha: '秒杀',
  cert: '证书',
};

/** The console's settings tabs (cn labels; the console's language is Chinese first, as MeEdu's). */
export const SETTING_GROUPS: SettingGroup[] = [
  {
    key: 'site',
    label: '站点信息',
    fields: [
      { key: 'site.name', label: '站点名称', kind: 'text' },
      { key: 'site.logo', label: 'Logo', kind: 'image' },
      { key: 'site.white_logo', label: '白色 Logo', kind: 'image' },
      { key: 'site.pc_url', label: 'PC 地址', kind: 'url' },
      { key: 'site.h5_url', label: 'H5 地址', kind: 'url' },
      { key: 'site.icp', label: 'ICP 备案号', kind: 'text' },
      { key: 'site.icp_link', label: 'ICP 链接', kind: 'url' },
      { key: 'site.icp2', label: '公安备案号', kind: 'text' },
      { key: 'site.icp2_link', label: '公安备案链接', kind: 'url' },
      {
        key: 'site.lang',
        label: '语言',
        kind: 'select',
        options: [
          { value: 'cn', label: '中文' },
          { value: 'en', label: 'English' },
        ],
      },
    ],
  },
  {
    key: 'func',
    label: '功能开关',
    fields: FEATURE_SWITCHES.map((k) => ({
      key: 'func',
      field: k,
      label: FUNC_LABELS[k] ?? k,
      kind: 'bool' as const,
    })),
  },
  {
    key: 'member',
    label: '会员设置',
    fields: [
      { key: 'member.enabled_mobile_bind_alert', label: '提醒绑定手机号', kind: 'flag01' },
      { key: 'member.enabled_face_verify', label: '实名人脸认证', kind: 'bool' },
      {
        key: 'member.login_limit_rule',
        label: '登录限制（0 不限，1 单设备，2 每平台一台，3 PC+移动各一台）',
        kind: 'number',
      },
      { key: 'member.mobile_regex', label: '手机号规则（正则）', kind: 'text' },
    ],
  },
  {
    key: 'socialite',
    label: '第三方登录',
    fields: [
      { key: 'socialite.qq', label: 'QQ 登录', kind: 'flag01' },
      { key: 'socialite.qq_app', field: 'app_id', label: 'QQ App ID', kind: 'text' },
      { key: 'socialite.qq_app', field: 'app_secret', label: 'QQ App Secret', kind: 'secret' },
      { key: 'socialite.wechat_oauth', label: '微信登录', kind: 'flag01' },
      { key: 'socialite.wechat_app', field: 'app_id', label: '微信 App ID', kind: 'text' },
      { key: 'socialite.wechat_app', field: 'app_secret', label: '微信 App Secret', kind: 'secret' },
    ],
  },
  {
    key: 'payment',
    label: '支付',
    fields: [
      {
        key: 'payment.provider',
        label: '支付方式',
        kind: 'select',
        options: [
          { value: 'sandbox', label: '沙箱（测试）' },
          { value: 'alipay', label: '支付宝' },
          { value: 'wechat', label: '微信支付' },
          { value: 'handpay', label: '线下转账' },
        ],
      },
      { key: 'payment.alipay', field: 'appId', label: '支付宝 App ID', kind: 'text' },
      { key: 'payment.alipay', field: 'sellerId', label: '支付宝 PID', kind: 'text' },
      { key: 'payment.alipay', field: 'appPrivateKey', label: '支付宝应用私钥', kind: 'secret' },
      { key: 'payment.alipay', field: 'alipayPublicKey', label: '支付宝公钥', kind: 'textarea' },
      { key: 'payment.wechat', field: 'appId', label: '微信支付 App ID', kind: 'text' },
      { key: 'payment.wechat', field: 'mchId', label: '微信支付商户号', kind: 'text' },
      { key: 'payment.wechat', field: 'serialNo', label: '商户证书序列号', kind: 'text' },
      { key: 'payment.wechat', field: 'privateKey', label: '商户私钥', kind: 'secret' },
      { key: 'payment.wechat', field: 'apiV3Key', label: 'APIv3 密钥', kind: 'secret' },
      { key: 'payment.handpay', field: 'text', label: '线下转账说明', kind: 'textarea' },
    ],
  },
  {
    key: 'sms',
    label: '短信',
    fields: [
      {
        key: 'sms.provider',
        label: '短信服务商',
        kind: 'select',
        options: [
          { value: 'log', label: '仅记录（开发）' },
          { value: 'aliyun', label: '阿里云' },
          { value: 'tencent', label: '腾讯云' },
        ],
      },
      { key: 'sms.aliyun', field: 'access_key_id', label: '阿里云 AccessKey ID', kind: 'text' },
      { key: 'sms.aliyun', field: 'access_key_secret', label: '阿里云 AccessKey Secret', kind: 'secret' },
      { key: 'sms.aliyun', field: 'sign_name', label: '阿里云签名', kind: 'text' },
      { key: 'sms.tencent', field: 'secret_id', label: '腾讯云 SecretId', kind: 'text' },
      { key: 'sms.tencent', field: 'secret_key', label: '腾讯云 SecretKey', kind: 'secret' },
      { key: 'sms.tencent', field: 'sdk_app_id', label: '腾讯云 SDK AppID', kind: 'text' },
      { key: 'sms.tencent', field: 'sign_name', label: '腾讯云签名', kind: 'text' },
    ],
  },
  {
    key: 'credit',
    label: '积分奖励',
    fields: [
      { key: 'credit1.register', label: '注册奖励', kind: 'number' },
      { key: 'credit1.watched_vod_course', label: '看完课程奖励', kind: 'number' },
      { key: 'credit1.watched_video', label: '看完视频奖励', kind: 'number' },
      { key: 'credit1.paid_order', label: '下单奖励（实付金额 × 倍率）', kind: 'number', step: 0.01 },
    ],
  },
  {
    key: 'protocols',
    label: '协议与关于',
    fields: [
      { key: 'site.aboutus', label: '关于我们', kind: 'html' },
      { key: 'protocol.user', label: '用户协议', kind: 'html' },
      { key: 'protocol.privacy', label: '隐私政策', kind: 'html' },
      { key: 'protocol.vip', label: '会员服务协议', kind: 'html' },
      { key: 'protocol.paid_content', label: '付费内容购买协议', kind: 'html' },
      { key: 'site.course_purchase_notice', label: '课程购买须知', kind: 'html' },
    ],
  },
];
