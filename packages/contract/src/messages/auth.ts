import type { MessageTable } from '../messages';

/** Logging in, registering, SMS and image captchas, QQ and WeChat (decision 035). */
export const authMessages = {
  'auth.badCredentials': { zh: '手机号或密码错误', en: 'Wrong mobile number or password' },
  'auth.locked': { zh: '账号已被锁定', en: 'This account is locked' },
  'auth.tooManyFailures': {
    zh: '登录失败次数过多，请10分钟后再试',
    en: 'Too many failed logins: try again in 10 minutes',
  },
  'auth.mobileExists': { zh: '手机号已存在', en: 'This mobile number is already registered' },
  'auth.mobileUnknown': { zh: '手机号不存在', en: 'No account has this mobile number' },
  'auth.mobileInvalid': { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  'auth.mobileRequired': { zh: '请输入手机号', en: 'Please enter your mobile number' },
  'auth.passwordRequired': { zh: '请输入密码', en: 'Please enter your password' },
  'auth.passwordTooShort': { zh: '密码长度不能少于6个字符', en: 'The password needs at least 6 characters' },
  'auth.passwordTooLong': { zh: '密码长度不能多于16个字符', en: 'The password has at most 16 characters' },
  'auth.nicknameTooLong': { zh: '昵称不能超过32个字符', en: 'A nickname has at most 32 characters' },
  'auth.captchaRequired': { zh: '请输入图形验证码', en: 'Please enter the image code' },
  'auth.captchaWrong': { zh: '图形验证码错误', en: 'Wrong image code' },
  'auth.captchaGone': { zh: '图形验证码已失效，请换一张', en: 'The image code has expired: get a new one' },
  'auth.audioPlaysExceeded': {
    zh: '语音验证码播放次数过多，请换一张图形验证码',
    en: 'The audio code was played too often: get a new image code',
  },
  'auth.smsRequired': { zh: '请输入短信验证码', en: 'Please enter the SMS code' },
  'auth.smsWrong': { zh: '短信验证码错误', en: 'Wrong SMS code' },
  'auth.smsTooSoon': {
    zh: '短信发送过于频繁，请{seconds}秒后再试',
    en: 'SMS sent too often: try again in {seconds} seconds',
  },
  'auth.smsMobileDaily': {
    zh: '该手机号今日短信发送次数已达上限，请明天再试',
    en: 'This mobile number has had its SMS for today: try again tomorrow',
  },
  'auth.smsIpHourly': {
    zh: '当前网络发送短信过多，请1小时后再试',
    en: 'Too many SMS from this network: try again in an hour',
  },
  'auth.smsGlobalDaily': {
    zh: '今日短信发送量已达上限，请明天再试',
    en: 'The site has sent its SMS for today: try again tomorrow',
  },
  'auth.smsSendFailed': { zh: '短信发送失败，请稍后再试', en: 'The SMS could not be sent: try again later' },
  'auth.codeExpired': { zh: '已过期', en: 'Expired' },
  'auth.userMissing': { zh: '用户不存在', en: 'No such user' },
  'auth.userLocked': { zh: '用户已锁定无法登录', en: 'This user is locked and cannot log in' },
  'auth.appNotEnabled': { zh: '登录应用不存在', en: 'This login app is not available' },
  'auth.oauthFailed': { zh: '授权登录失败[{reason}]', en: 'Authorisation failed [{reason}]' },
  'auth.scanFailed': { zh: '扫码登录失败', en: 'Scan login failed' },
  'auth.scanned': { zh: '扫码成功', en: 'Scanned' },
  'auth.scanDone': {
    zh: '扫码成功，请返回电脑端继续操作',
    en: 'Scanned: go back to your computer to continue',
  },
  'auth.scanExpired': {
    zh: '二维码已失效，请在电脑端刷新二维码后重新扫码',
    en: 'The QR code has expired: refresh it on your computer and scan again',
  },
  'auth.scanWechatFailed': {
    zh: '微信授权失败，请在电脑端刷新二维码后重新扫码',
    en: 'WeChat authorisation failed: refresh the QR code on your computer and scan again',
  },
  'auth.identityTaken': {
    zh: '同渠道账号已绑定其它用户',
    en: 'This account of that app is bound to another user',
  },
  'auth.appBound': { zh: '您已经绑定了该渠道的账号', en: 'You have already bound an account of this app' },
  'auth.unionTaken': {
    zh: '当前渠道账号已绑定了其它账号',
    en: 'This account of that app is already bound to another account',
  },
  'auth.registered': { zh: '用户注册成功', en: 'Registration complete' },
  'auth.registerReward': { zh: '注册送{sum}积分', en: '{sum} points for registering' },
  'auth.deletionCancelled': {
    zh: '系统已为您自动取消于 {time} 申请的用户注销申请',
    en: 'The site cancelled your account deletion request of {time} for you',
  },
} as const satisfies MessageTable;
