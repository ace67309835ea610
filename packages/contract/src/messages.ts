import { authMessages } from './messages/auth';
import { commerceMessages } from './messages/commerce';
import { commonMessages } from './messages/common';
import { examMessages } from './messages/exams';
import { learningMessages } from './messages/learning';
import { memberMessages } from './messages/member';
import { pageMessages } from './messages/pages';
import { storageMessages } from './messages/storage';

/*
 * The server's one message catalogue (decision 035): every text the server writes for a member, keyed, with
 * the spec's exact Chinese (`zh`) and its English (`en`). `{name}` marks a parameter. Services throw and store
 * the Chinese (MeEdu clients and the stored rows keep speaking it); the server turns it into the caller's
 * language in one step where it answers (`localizeMessage`): the error envelope, and the few success fields that
 * carry stored texts (messages, credit remarks, order and quality labels). A new message: one entry in its
 * area's table under `messages/`, and `msg('area.key', params)` where the server writes it.
 */

export type MessageLanguage = 'zh' | 'en';
export interface MessageText {
  zh: string;
  en: string;
}
export type MessageTable = Record<string, MessageText>;

export const MESSAGES = {
  ...commonMessages,
  ...authMessages,
  ...memberMessages,
  ...commerceMessages,
  ...learningMessages,
  ...examMessages,
  ...pageMessages,
  ...storageMessages,
} as const satisfies MessageTable;
export type MessageKey = keyof typeof MESSAGES;

type Params = Record<string, string | number>;

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A catalogue entry, parameters filled: the Chinese by default (what services throw and store); a page the
 * server renders asks for its reader's language directly.
 */
export function msg(key: MessageKey, params: Params = {}, lang: MessageLanguage = 'zh'): string {
  return fill(MESSAGES[key][lang], params);
}

interface Template {
  names: string[];
  pattern: RegExp;
  en: string;
  /** Literal characters: a longer literal is a more specific template and is tried first. */
  weight: number;
}

const exact = new Map<string, string>();
const templates: Template[] = [];
for (const text of Object.values(MESSAGES) as MessageText[]) {
  const names = [...text.zh.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (names.length === 0) {
    exact.set(text.zh, text.en);
    continue;
  }
  const literal = text.zh.split(/\{\w+\}/);
  const source = literal.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('([\\s\\S]+?)');
  templates.push({
    names,
    pattern: new RegExp(`^${source}$`),
    en: text.en,
    weight: literal.join('').length,
  });
}
templates.sort((a, b) => b.weight - a.weight);

/**
 * A Chinese text the server wrote, in `lang`: a catalogue entry's English, a template's English with its
 * parameters localised in turn (a credit message holds a remark), schema messages joined by `,` one by one.
 * A text the catalogue does not know (a course title, an administrator's note) stays as it is.
 */
export function localizeMessage(text: string, lang: MessageLanguage): string {
  if (lang === 'zh' || text === '') return text;
  return localizeIn(text, 0) ?? text;
}

function localizeIn(text: string, depth: number): string | undefined {
  const hit = exact.get(text);
  if (hit !== undefined) return hit;
  if (depth > 2) return undefined;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: Params = {};
    template.names.forEach((name, i) => {
      params[name] = localizeIn(match[i + 1], depth + 1) ?? match[i + 1];
    });
    return fill(template.en, params);
  }
  // registerEndpoint joins a request's schema messages with ','.
  if (depth === 0 && text.includes(',')) {
    const parts = text.split(',').map((part) => localizeIn(part, 1));
    if (parts.every((part) => part !== undefined)) return parts.join('; ');
  }
  return undefined;
}

/**
 * The language of a request's `Accept-Language`: English when English is the caller's first choice among
 * the two the site speaks, Chinese otherwise (and when the header is absent, as MeEdu's clients send it).
 */
export function pickLanguage(header: string | undefined): MessageLanguage {
  if (!header) return 'zh';
  let best: { lang: MessageLanguage; q: number } | undefined;
  for (const item of header.split(',').slice(0, 20)) {
    const [tag, ...rest] = item.trim().toLowerCase().split(';');
    const base = tag.trim().split('-')[0];
    const lang: MessageLanguage | undefined =
      base === 'en' ? 'en' : base === 'zh' || base === 'cn' ? 'zh' : undefined;
    if (!lang) continue;
    const qParam = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'zh';
}

export * from './page-lang';
