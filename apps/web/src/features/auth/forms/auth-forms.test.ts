import { describe, expect, it } from 'vitest';
import { cn } from '#lib/i18n/cn';
import authDialogsCn from '../i18n/cn.json';
import { SMS_COUNTDOWN_SECONDS, smsButtonDisabled, smsButtonReducer, smsIdle } from './sms-button-state';
import { authMessages, validateAuthForm } from './validation-messages';

describe('auth form validation (spec §5)', () => {
  it('password login needs mobile and password', () => {
    expect(validateAuthForm('passwordLogin', {})).toEqual({
      mobile: '请输入手机号!',
      password: '请输入密码!',
    });
    expect(validateAuthForm('passwordLogin', { mobile: '13800000000', password: 'x' })).toEqual({});
  });
  it('sms login needs mobile, captcha and code', () => {
    expect(validateAuthForm('smsLogin', { mobile: ' ' })).toEqual({
      mobile: '请输入手机号!',
      captcha: '请输入图形验证码!',
      smsCode: '请输入手机验证码!',
    });
  });
  it('register needs a password and the terms ticked', () => {
    const e = validateAuthForm('register', { mobile: '13800000000', captcha: 'ab', smsCode: '123456' });
    expect(e).toEqual({ password: '请设置账号密码!', agreed: '请同意《用户协议》和《隐私政策》' });
    expect(
      validateAuthForm('register', { mobile: '1', captcha: 'a', smsCode: '1', password: 'p', agreed: true }),
    ).toEqual({});
  });
  it('bind mobile uses its own mobile message', () => {
    expect(validateAuthForm('bindMobile', {}).mobile).toBe('请输入手机号码!');
  });
  it('reset password needs all four fields', () => {
    expect(Object.keys(validateAuthForm('resetPassword', {})).sort()).toEqual([
      'captcha',
      'mobile',
      'password',
      'smsCode',
    ]);
  });
  it('the send-without-captcha message has no exclamation mark', () => {
    expect(authMessages.sendWithoutCaptcha).toBe('请输入图形验证码');
  });
  it('the cn catalogue the dialogs show holds the same exact strings', () => {
    expect(authDialogsCn.errors).toEqual(authMessages);
    expect(authDialogsCn.register.success).toBe('注册成功');
    expect(authDialogsCn.forgot.success).toBe('密码重置成功');
    expect(authDialogsCn.bind.success).toBe('绑定成功');
    expect(cn.header.loggedOut).toBe('已安全退出');
  });
});

describe('SMS button state machine', () => {
  it('goes idle → loading → countdown → idle', () => {
    let s = smsButtonReducer(smsIdle, { type: 'send' });
    expect(s).toEqual({ kind: 'loading' });
    expect(smsButtonDisabled(s)).toBe(true);
    s = smsButtonReducer(s, { type: 'sent' });
    expect(s).toEqual({ kind: 'countdown', remaining: SMS_COUNTDOWN_SECONDS });
    for (let i = 0; i < SMS_COUNTDOWN_SECONDS - 1; i++) s = smsButtonReducer(s, { type: 'tick' });
    expect(s).toEqual({ kind: 'countdown', remaining: 1 });
    s = smsButtonReducer(s, { type: 'tick' });
    expect(s).toEqual(smsIdle);
    expect(smsButtonDisabled(s)).toBe(false);
  });
  it('returns to idle on failure and ignores clicks while busy', () => {
    const loading = smsButtonReducer(smsIdle, { type: 'send' });
    expect(smsButtonReducer(loading, { type: 'failed' })).toEqual(smsIdle);
    const counting = smsButtonReducer(loading, { type: 'sent' });
    expect(smsButtonReducer(counting, { type: 'send' })).toBe(counting);
    expect(smsButtonReducer(smsIdle, { type: 'tick' })).toBe(smsIdle);
  });
});
