import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localizeMessage } from '@shuyuan/contract';
import { describe, expect, it } from 'vitest';

/*
 * Every message the member-facing modules write has its English in the catalogue (decision 035): the
 * Chinese string literals of their sources must read back as English. A new message without a catalogue
 * entry fails here with its file and text; add it to packages/contract/src/messages/<area>.ts.
 */
const SRC = join(import.meta.dirname, '../../src');
const AREAS = [
  'core/auth',
  'core/db',
  'core/http',
  'modules/auth',
  'modules/member',
  'modules/commerce',
  'modules/learning',
  'modules/catalogue',
  'modules/content',
  'modules/exams',
];

/**
 * Texts that are not messages a member reads: the SMS body, a seat's placeholder nickname, titles, the
 * simulators' made-up identities (data typed into a form, not page text). Listed as left in decision 035.
 */
const NOT_API_TEXT = new Set([
  'modules/member/face-simulator.ts:张三',
  'modules/auth/socialite/simulator-routes.ts:模拟QQ用户',
  'modules/auth/socialite/simulator-routes.ts:模拟微信用户',
  'modules/auth/sms-code.ts:登录',
  'modules/auth/sms-code.ts:注册',
  'modules/auth/sms-code.ts:重置密码',
  'modules/auth/sms-code.ts:绑定手机号',
  'modules/auth/accounts.ts:学员',
  'modules/member/deletion.ts:已注销用户',
  'modules/learning/routes.ts:书院',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Single-quoted literals holding Chinese, outside comments. */
function chineseLiterals(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(/'((?:[^'\\\n]|\\.)*[\u3400-\u9fff](?:[^'\\\n]|\\.)*)'/g)].map(
    (m) => m[1],
  );
}

/**
 * The pages the server renders as HTML for a member: every text they show is a single-quoted Chinese
 * literal (checked above) turned into the reader's language, never Chinese written into the HTML itself.
 */
const HTML_PAGES = [
  'core/http/html-page.ts',
  'core/http/rate-limit.ts',
  'modules/commerce/cashier-html.ts',
  'modules/commerce/cashier.ts',
  'modules/learning/certificate-html.ts',
  'modules/learning/routes.ts',
  'modules/member/identity-routes.ts',
  'modules/member/face-simulator.ts',
  'modules/auth/socialite/simulator-routes.ts',
  'modules/auth/socialite/wechat-scan.ts',
];

/** The literal text of template literals (outside `${…}`), outside comments. */
function templateTexts(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(/`((?:[^`\\]|\\.)*)`/g)].flatMap((m) => m[1].split(/\$\{[^}]*\}/));
}

describe('the message catalogue covers the server', () => {
  it('keeps Chinese out of the HTML of the server-rendered pages: their texts go through the catalogue', () => {
    const written: string[] = [];
    for (const name of HTML_PAGES)
      for (const text of templateTexts(readFileSync(join(SRC, name), 'utf8')))
        if (/[\u3400-\u9fff]/.test(text)) written.push(`${name}: ${text.trim().slice(0, 60)}`);
    expect(written).toEqual([]);
  });

  it('has English for every Chinese message of the member-facing modules', () => {
    const missing: string[] = [];
    for (const area of AREAS)
      for (const file of sources(join(SRC, area))) {
        const name = relative(SRC, file);
        if (NOT_API_TEXT.has(name)) continue;
        for (const text of chineseLiterals(readFileSync(file, 'utf8'))) {
          if (NOT_API_TEXT.has(`${name}:${text}`)) continue;
          if (/[\u3400-\u9fff]/.test(localizeMessage(text, 'en'))) missing.push(`${name}: ${text}`);
        }
      }
    expect(missing).toEqual([]);
  });
});
