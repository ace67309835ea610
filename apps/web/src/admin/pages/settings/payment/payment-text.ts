import type { TPayChannel, TPayMethod, TPayScene } from '@shuyuan/contract/payments';
import { useTexts } from '#admin/admin-text';

/**
 * Strings of the payment settings (decision 025): the channels' cards, the overview and 测试连接. The names
 * of channels, methods and scenes are also read by the orders pages (trades and refunds).
 */
const cn = {
  channels: { alipay: '支付宝', wechat: '微信支付', handpay: '线下转账', sandbox: '模拟支付' } as Record<
    TPayChannel,
    string
  >,
  methods: {
    page: '电脑网站支付',
    wap: '手机网站支付',
    native: 'Native 扫码',
    h5: 'H5',
    jsapi: 'JSAPI（微信内）',
    transfer: '转账',
    cashier: '模拟收银台',
  } as Record<TPayMethod, string>,
  scenes: { pc: '电脑', h5: '手机浏览器', wechat: '微信内' } as Record<TPayScene, string>,
  overview: {
    title: '会员看到的支付方式',
    channel: '渠道',
    state: '状态',
    problems: '待处理',
    enabled: '已启用',
    disabled: '未启用',
    ready: '就绪',
    notReady: '未就绪',
    none: '无',
    fallbackSandbox: '未启用任何支付渠道：会员将使用模拟支付（仅开发和测试环境）。',
    fallbackHandpay: '未启用任何支付渠道：会员将看到线下转账说明，需要在订单中手动确认收款。',
    failed: '无法读取支付概览：',
  },
  enable: '启用',
  enableOf: '启用{name}',
  save: '保存',
  saved: '已保存',
  refused: '未保存：',
  secretSet: '已设置',
  secretUnset: '未设置',
  keepSecret: '留空则不修改',
  pastePem: '粘贴 PEM 内容，或从文件读取',
  readFile: '从文件读取',
  readFileOf: '从文件读取{label}',
  methodsLabel: '支付方式',
  optionalOf: '{label}（选填）',
  test: {
    button: '测试连接',
    hint: '测试使用已保存的设置。',
    unsaved: '有未保存的修改：测试仍使用已保存的设置，请先保存。',
    ok: '连接成功',
    failed: '连接失败',
  },
  alipay: {
    appId: 'App ID',
    sellerId: 'PID（sellerId）',
    sellerIdHelp: '商家账号的合作伙伴 ID，2088 开头',
    signMode: '签名方式',
    key: '公钥模式',
    cert: '证书模式',
    appPrivateKey: '应用私钥',
    alipayPublicKey: '支付宝公钥',
    appCert: '应用公钥证书',
    alipayCert: '支付宝公钥证书',
    alipayRootCert: '支付宝根证书',
    gateway: '网关',
    gatewayHelp: '留空使用正式网关',
  },
  wechat: {
    appId: 'AppID（公众号）',
    mchId: '商户号',
    serialNo: '商户证书序列号',
    privateKey: '商户 API 私钥',
    apiV3Key: 'APIv3 密钥',
    verifyMode: '验签方式',
    certificate: '平台证书（自动下载）',
    publicKey: '微信支付公钥',
    publicKeyId: '公钥 ID',
    publicKeyPem: '公钥',
    apiBase: 'API 地址',
    apiBaseHelp: '留空使用 https://api.mch.weixin.qq.com',
    jsapiHelp: 'JSAPI 需要公众号网页授权：在第三方登录中填写同一 AppID 的 App Secret。',
    certs: '平台证书',
    certSerial: '序列号',
    certFrom: '生效时间',
    certTo: '过期时间',
    certsFetched: '上次下载：{time}',
    certsNever: '尚未下载平台证书：保存并启用后服务器会自动下载，也可点击测试连接。',
  },
  handpay: {
    text: '转账说明',
    textHelp: '会员选择线下转账时看到的说明（收款账户、备注订单号等）',
  },
  sandbox: {
    help: '模拟支付用于开发和测试：会员在模拟收银台点击即可完成付款，不会真的收钱。',
    unavailable: '正式环境（production）不能使用模拟支付。',
  },
};
export type PaymentText = typeof cn;

const en: PaymentText = {
  channels: { alipay: 'Alipay', wechat: 'WeChat Pay', handpay: 'Bank transfer', sandbox: 'Sandbox' },
  methods: {
    page: 'Website (desktop)',
    wap: 'Mobile website',
    native: 'Native QR code',
    h5: 'H5',
    jsapi: 'JSAPI (in WeChat)',
    transfer: 'Transfer',
    cashier: 'Sandbox cashier',
  },
  scenes: { pc: 'Desktop', h5: 'Phone browser', wechat: 'In WeChat' },
  overview: {
    title: 'What members are offered',
    channel: 'Channel',
    state: 'State',
    problems: 'To fix',
    enabled: 'Enabled',
    disabled: 'Off',
    ready: 'Ready',
    notReady: 'Not ready',
    none: 'None',
    fallbackSandbox: 'No channel is enabled: members get the sandbox (development and testing only).',
    fallbackHandpay:
      'No channel is enabled: members see the bank transfer instructions, and each payment is confirmed by hand on its order.',
    failed: 'Cannot read the payment overview: ',
  },
  enable: 'Enabled',
  enableOf: 'Enable {name}',
  save: 'Save',
  saved: 'Saved',
  refused: 'Not saved: ',
  secretSet: 'Set',
  secretUnset: 'Not set',
  keepSecret: 'Leave empty to keep',
  pastePem: 'Paste the PEM text, or read it from a file',
  readFile: 'Read from file',
  readFileOf: 'Read {label} from a file',
  methodsLabel: 'Payment methods',
  optionalOf: '{label} (optional)',
  test: {
    button: 'Test connection',
    hint: 'The test uses the saved settings.',
    unsaved: 'There are unsaved changes: the test still uses the saved settings, save first.',
    ok: 'Connected',
    failed: 'Connection failed',
  },
  alipay: {
    appId: 'App ID',
    sellerId: 'PID (sellerId)',
    sellerIdHelp: "The merchant account's partner ID, starting with 2088",
    signMode: 'Signing',
    key: 'Public key',
    cert: 'Certificates',
    appPrivateKey: 'App private key',
    alipayPublicKey: 'Alipay public key',
    appCert: 'App public key certificate',
    alipayCert: 'Alipay public key certificate',
    alipayRootCert: 'Alipay root certificate',
    gateway: 'Gateway',
    gatewayHelp: 'Empty: the production gateway',
  },
  wechat: {
    appId: 'AppID (official account)',
    mchId: 'Merchant ID',
    serialNo: 'Merchant certificate serial number',
    privateKey: 'Merchant API private key',
    apiV3Key: 'APIv3 key',
    verifyMode: 'Verification',
    certificate: 'Platform certificates (downloaded)',
    publicKey: 'WeChat Pay public key',
    publicKeyId: 'Public key ID',
    publicKeyPem: 'Public key',
    apiBase: 'API address',
    apiBaseHelp: 'Empty: https://api.mch.weixin.qq.com',
    jsapiHelp:
      "JSAPI needs the official account's web authorisation: enter the App Secret of the same AppID under Social login.",
    certs: 'Platform certificates',
    certSerial: 'Serial number',
    certFrom: 'Valid from',
    certTo: 'Expires',
    certsFetched: 'Last downloaded: {time}',
    certsNever:
      'No platform certificate yet: the server downloads them once the channel is saved and enabled, or on Test connection.',
  },
  handpay: {
    text: 'Transfer instructions',
    textHelp: 'What members who choose a bank transfer read (account, the order number as reference…)',
  },
  sandbox: {
    help: 'The sandbox is for development and testing: members pay with one click on a fake cashier, no money moves.',
    unavailable: 'The sandbox cannot be used in production.',
  },
};

/** Both languages (the key-parity test reads every `texts`). */
export const texts = { cn, en };

export function usePaymentText(): PaymentText {
  return useTexts(texts);
}

/** `{name}`-style placeholders filled in. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
