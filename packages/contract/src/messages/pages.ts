import type { MessageTable } from '../messages';

/*
 * The texts of the pages the server renders as HTML for a member (decision 035): the cashier and its result
 * pages, the certificate, the face verification end page and the dev simulators, the "too many requests"
 * page. The Chinese is exactly what the pages showed before; the browser stories click some of it.
 */
export const pageMessages = {
  'page.cashier': { zh: '收银台', en: 'Cashier' },
  'page.cashierGoods': { zh: '商品', en: 'Item' },
  'page.cashierOrderNo': { zh: '订单号', en: 'Order no.' },
  'page.cashierAmount': { zh: '应付金额', en: 'Amount due' },
  'page.cashierNoMethod': {
    zh: '本站暂未开通可在当前设备上使用的支付方式。',
    en: 'This site has no payment method for this device yet.',
  },
  'page.cashierChoose': { zh: '请选择支付方式', en: 'Choose a payment method' },
  'page.cashierMethods': { zh: '支付方式', en: 'Payment methods' },
  'page.sandboxNote': {
    zh: '模拟支付渠道：点击“支付”后，收银台会像真实渠道一样向站点发送签名回调。',
    en: 'Simulated payment channel: after you click "Pay", the cashier sends the site a signed notification, as a real channel would.',
  },
  'page.sandboxPay': { zh: '支付', en: 'Pay' },
  'page.sandboxCancel': { zh: '取消', en: 'Cancel' },
  'page.wechatNative': { zh: '微信扫码支付', en: 'Pay with WeChat' },
  'page.wechatQrAlt': { zh: '微信支付二维码', en: 'WeChat Pay QR code' },
  'page.wechatScanHint': { zh: '请使用微信扫一扫完成支付', en: 'Scan the code with WeChat to pay' },
  'page.wechatPaid': { zh: '我已完成支付', en: 'I have paid' },
  'page.wechatOpening': { zh: '正在调起微信支付…', en: 'Opening WeChat Pay...' },
  'page.backToCashier': { zh: '返回收银台', en: 'Back to the cashier' },
  'page.wechatConfirming': { zh: '支付完成，正在确认…', en: 'Paid. Confirming...' },
  'page.wechatCancelled': { zh: '已取消支付', en: 'Payment cancelled' },
  'page.wechatFailed': { zh: '支付失败，请返回重试', en: 'Payment failed. Go back and try again' },
  'page.paid': { zh: '支付成功', en: 'Payment successful' },
  'page.paidClose': { zh: '订单已支付，可以关闭此页面。', en: 'The order is paid. You can close this page.' },
  'page.paidNoCancel': {
    zh: '订单已支付，无法取消。',
    en: 'The order is paid and can no longer be cancelled.',
  },
  'page.tradeClosed': { zh: '交易已关闭', en: 'The transaction is closed' },
  'page.payFailed': { zh: '支付失败', en: 'Payment failed' },
  'page.tryAgain': { zh: '请返回重试。', en: 'Go back and try again.' },
  'page.certificate': { zh: '结业证书', en: 'Certificate of Completion' },
  'page.certificateTitle': { zh: '结业证书 - {course}', en: 'Certificate of Completion - {course}' },
  'page.certificateBar': {
    zh: '本证书真实有效 · 验证码 {code} · 按 Ctrl+P 打印',
    en: 'This certificate is genuine · Code {code} · Press Ctrl+P to print',
  },
  'page.certificateText': {
    zh: '已于 {date} 完成在线课程{course}的全部课时学习，特发此证。',
    en: 'completed every lesson of the online course{course}on {date} and is awarded this certificate.',
  },
  'page.certificateRevokedTitle': { zh: '证书已撤销 - {course}', en: 'Certificate revoked - {course}' },
  'page.certificateRevokedBar': {
    zh: '本证书已于 {date} 撤销，不再有效 · 验证码 {code}',
    en: 'This certificate was revoked on {date} and is no longer valid · Code {code}',
  },
  'page.certificateCode': { zh: '验证码 {code}', en: 'Code {code}' },
  'page.certificateUrl': { zh: '验证地址：{url}', en: 'Check it at: {url}' },
  'page.faceVerify': { zh: '实名认证', en: 'Identity verification' },
  'page.faceVerifyEnded': {
    zh: '认证流程已结束，请返回电脑端查看认证结果',
    en: 'The verification has ended. Go back to your computer to see the result',
  },
  'page.faceSimulator': { zh: '模拟实名认证', en: 'Simulated identity verification' },
  'page.faceSimulatorNote': {
    zh: '开发环境：站点未配置腾讯云人脸核身密钥，由本页代替刷脸认证。',
    en: 'Development: the site has no Tencent Cloud face verification keys, so this page stands in for the face scan.',
  },
  'page.faceName': { zh: '姓名', en: 'Name' },
  'page.faceIdNumber': { zh: '身份证号', en: 'ID card number' },
  'page.facePass': { zh: '认证通过', en: 'Pass' },
  'page.faceFail': { zh: '认证失败', en: 'Fail' },
  'page.faceGone': {
    zh: '该认证不存在或已失效，请在电脑端重新发起实名认证',
    en: 'This verification does not exist or has expired. Start it again on your computer',
  },
  'page.oauthSimulator': { zh: '模拟授权', en: 'Simulated authorisation' },
  'page.oauthAsks': {
    zh: '「书院」申请使用你的{app}账号登录。',
    en: 'Shuyuan asks to sign you in with your {app} account.',
  },
  'page.oauthNote': {
    zh: '开发环境：站点未配置{app}登录密钥，由本页代替{app}授权。可修改下面的身份信息。',
    en: 'Development: the site has no {app} login keys, so this page stands in for {app}. You can change the identity below.',
  },
  'page.oauthNickname': { zh: '昵称', en: 'Nickname' },
  'page.oauthUnionid': { zh: 'UnionID（可留空）', en: 'UnionID (optional)' },
  'page.oauthApprove': { zh: '同意授权', en: 'Allow' },
  'page.oauthDeny': { zh: '拒绝', en: 'Deny' },
  'page.appWechat': { zh: '微信', en: 'WeChat' },
  // The titles of the storefront's site pages in their served head (issue 20), as the web app names them.
  'page.seoCourses': { zh: '在线课程', en: 'Online Courses' },
  'page.seoActivates': { zh: '线下课程', en: 'Offline Courses' },
  'page.seoArticles': { zh: '文章', en: 'Articles' },
  'page.seoKechengs': { zh: '专栏', en: 'Series' },
  'page.seoAbout': { zh: '关于我们', en: 'About us' },
  'page.seoSearch': { zh: '搜索', en: 'Search' },
  'page.seoVip': { zh: 'VIP会员', en: 'VIP membership' },
  'page.seoAnnouncements': { zh: '网站公告', en: 'Announcements' },
  'page.seoNotFound': { zh: '页面不存在', en: 'Page not found' },
  'page.seoSiteDescription': {
    zh: '{site}：在线课程、线下课程与文章。',
    en: '{site}: online courses, offline courses and articles.',
  },
} as const satisfies MessageTable;
