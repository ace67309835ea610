import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TEXT } from './commerce';
import { ApiMessage } from './envelope';
import { ExamMessage } from './exam-papers';
import { LearningMessage } from './learning';
import { MemberCentreMessage } from './member-centre';
import {
  languageOfPageLang,
  localizeMessage,
  MESSAGES,
  type MessageText,
  msg,
  pickLanguage,
  withPageLang,
} from './messages';
import { PAY_CHANNEL_NAMES, PaymentMessage } from './payments';

const entries = Object.entries(MESSAGES) as [string, MessageText][];
/** CJK symbols and punctuation and the full-width forms: English text uses ASCII punctuation. */
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef]/;
const CJK = /[\u3400-\u9fff]/;
const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it('has English for every entry: no Chinese, no full-width punctuation, the same parameters', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, text] of entries) {
      expect(text.zh.trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
      expect(text.en, key).not.toMatch(CJK);
      expect(text.en, key).not.toMatch(FULL_WIDTH);
      expect(names(text.en), key).toEqual(names(text.zh));
    }
  });

  it('names each Chinese text once, so it reads back to one English', () => {
    const seen = new Map<string, string>();
    for (const [key, text] of entries) {
      expect(seen.get(text.zh), `${key} repeats ${seen.get(text.zh)}`).toBeUndefined();
      seen.set(text.zh, key);
    }
  });

  it('keeps 请勿重复绑定 Chinese: clients know it by its text and never show it (spec §8)', () => {
    expect(localizeMessage(ApiMessage.alreadyBound, 'en')).toBe('请勿重复绑定');
  });

  it('knows every exact message the contract exports', () => {
    const exported = [
      ...Object.values(ApiMessage).filter((text) => text !== ApiMessage.alreadyBound),
      ...Object.values(PaymentMessage),
      ...Object.values(LearningMessage),
      ...Object.values(MemberCentreMessage),
      ...Object.values(ExamMessage),
      ...Object.values(ORDER_STATUS_TEXT),
      ...Object.values(PAY_CHANNEL_NAMES),
    ];
    for (const text of exported) expect(localizeMessage(text, 'en'), text).not.toMatch(CJK);
  });
});

describe('msg and localizeMessage', () => {
  it('writes the Chinese with its parameters and leaves Chinese alone', () => {
    expect(msg('auth.smsTooSoon', { seconds: 60 })).toBe('短信发送过于频繁，请60秒后再试');
    expect(localizeMessage('短信发送过于频繁，请60秒后再试', 'zh')).toBe('短信发送过于频繁，请60秒后再试');
  });

  it('turns an exact text and a template into English', () => {
    expect(localizeMessage('手机号或密码错误', 'en')).toBe('Wrong mobile number or password');
    expect(localizeMessage('短信发送过于频繁，请45秒后再试', 'en')).toBe(
      'SMS sent too often: try again in 45 seconds',
    );
    expect(localizeMessage(msg('order.paidNotice', { orderNo: 'A1B2' }), 'en')).toBe('Order A1B2 is paid');
  });

  it('localises a parameter that is itself a message (a credit remark inside a credit message)', () => {
    const remark = msg('auth.registerReward', { sum: 100 });
    const stored = msg('member.creditChange', { sum: 100, remark });
    expect(stored).toBe('积分变动:100，备注:注册送100积分');
    expect(localizeMessage(stored, 'en')).toBe('Points changed: 100, note: 100 points for registering');
  });

  it('keeps what the catalogue does not know: a title, an administrator note', () => {
    expect(localizeMessage(msg('learning.courseFinished', { title: '摄影入门' }), 'en')).toBe(
      'Congratulations, you finished the course "摄影入门"',
    );
    expect(localizeMessage('管理员写的备注', 'en')).toBe('管理员写的备注');
    expect(localizeMessage('', 'en')).toBe('');
  });

  it('localises schema messages joined by a comma one by one', () => {
    expect(localizeMessage('请输入手机号,请输入密码', 'en')).toBe(
      'Please enter your mobile number; Please enter your password',
    );
    expect(localizeMessage('请输入手机号,未知', 'en')).toBe('请输入手机号,未知');
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR', 'zh'],
    ['zh;q=0.4, en;q=0.7', 'en'],
    ['en;q=0, zh', 'zh'],
    ['en;q=abc', 'zh'],
    ['*', 'zh'],
  ] as const)('%s → %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });
});

describe('the language of a server-rendered page', () => {
  it('reads MeEdu’s names and refuses anything else', () => {
    expect(languageOfPageLang('en')).toBe('en');
    expect(languageOfPageLang('cn')).toBe('zh');
    expect(languageOfPageLang('zh')).toBe('zh');
    expect(languageOfPageLang('fr')).toBeUndefined();
    expect(languageOfPageLang(['en'])).toBeUndefined();
    expect(languageOfPageLang(undefined)).toBeUndefined();
  });

  it('puts lang on an address once, keeps its query and fragment, and leaves it alone without a language', () => {
    expect(withPageLang('http://s.test/payment/index?sign=a', 'en')).toBe(
      'http://s.test/payment/index?sign=a&lang=en',
    );
    expect(withPageLang('/certificate/X?lang=en#top', 'zh')).toBe('/certificate/X?lang=cn#top');
    expect(withPageLang('/face-verify-success', 'en')).toBe('/face-verify-success?lang=en');
    expect(withPageLang('/payment/index?sign=a', undefined)).toBe('/payment/index?sign=a');
  });

  it('writes a catalogue entry in the language asked for', () => {
    expect(msg('page.certificateCode', { code: 'AB' }, 'en')).toBe('Code AB');
    expect(msg('page.certificateCode', { code: 'AB' })).toBe('验证码 AB');
  });
});
