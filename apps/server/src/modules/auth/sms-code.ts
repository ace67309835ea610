import { randomInt, timingSafeEqual } from 'node:crypto';
import type { TSmsScene } from '@shuyuan/contract';
import { msg } from '@shuyuan/contract/messages';
import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { getSmsProvider } from '#providers/sms/index';

export const SMS_CODE_TTL_MS = 300_000;
/** A code is compared at most this many times; the 10th wrong try cancels it. */
export const SMS_MAX_WRONG_TRIES = 10;
export const SMS_CODE_WRONG = '短信验证码错误';

/*
 * Budgets, enforced here whatever the client's 120 s countdown shows (security.md: SMS pumping).
 * Each has its own message so a person knows what to wait for.
 */
export const SmsBudget = {
  /** Default of `sms.mobile_gap_seconds` (app_config): one send per mobile in this many seconds. */
  perMobileGapSeconds: 60,
  perMobilePerDay: 10,
  /**
   * Default of `sms.ip_hourly_cap` (app_config): SMS sends and audio captcha plays from one address in an
   * hour. Raise it for a site whose members share one address.
   */
  perIpPerHour: 20,
  /** Default of `sms.daily_cap` (app_config). */
  globalPerDay: 2000,
} as const;

/** The wait named in the message is the site's gap (60 s by default, so the default text is 请60秒后再试). */
export const smsTooSoonMessage = (seconds: number) => msg('auth.smsTooSoon', { seconds });

export const SmsBudgetMessage = {
  tooSoon: smsTooSoonMessage(SmsBudget.perMobileGapSeconds),
  mobileDaily: '该手机号今日短信发送次数已达上限，请明天再试',
  ipHourly: '当前网络发送短信过多，请1小时后再试',
  globalDaily: '今日短信发送量已达上限，请明天再试',
  sendFailed: '短信发送失败，请稍后再试',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const codeKey = (scene: string, mobile: string) => `sms:code:${scene}:${mobile}`;
const triesKey = (scene: string, mobile: string) => `sms:tries:${scene}:${mobile}`;

const SCENE_TEXT: Record<TSmsScene, string> = {
  login: '登录',
  register: '注册',
  password_reset: '重置密码',
  mobile_bind: '绑定手机号',
};

/** Day and hour windows are calendar buckets (UTC), so counters of all processes agree. */
function bucket(now: number, size: number): number {
  return Math.floor(now / size);
}

/** One more use of the per-IP hourly budget (`sms.ip_hourly_cap`), refused past the cap. */
async function countIpHour(deps: Deps<'store'>, ip: string, cap: number): Promise<void> {
  const used = await deps.store.incr(`sms:hour:${bucket(Date.now(), HOUR_MS)}:ip:${ip}`, HOUR_MS);
  if (used > cap) throw new AppError(SmsBudgetMessage.ipHourly);
}

/**
 * An audio captcha play costs what an SMS send costs from that address (decision 023): a recording is a
 * captcha's answer, so it must not be the cheap way round the picture to the SMS budget it guards.
 */
export async function spendIpBudgetOnAudio(deps: Deps<'db' | 'store'>, ip: string): Promise<void> {
  const settings = await readConfigValues(deps.db, ['sms.ip_hourly_cap']);
  await countIpHour(deps, ip, settings.num('sms.ip_hourly_cap', SmsBudget.perIpPerHour));
}

async function spendBudgets(deps: Deps<'db' | 'store'>, mobile: string, ip: string): Promise<void> {
  const now = Date.now();
  const settings = await readConfigValues(deps.db, [
    'sms.daily_cap',
    'sms.ip_hourly_cap',
    'sms.mobile_gap_seconds',
  ]);
  // The per-mobile gap is a lock taken before any counter moves, so two concurrent sends cannot both pass.
  const gap = Math.min(
    Math.max(Math.floor(settings.num('sms.mobile_gap_seconds', SmsBudget.perMobileGapSeconds)), 1),
    3600,
  );
  const gapFree = await deps.store.setIfAbsent(`sms:gap:${mobile}`, '1', gap * 1000);
  if (!gapFree) throw new AppError(smsTooSoonMessage(gap));

  const day = bucket(now, DAY_MS);
  const perMobile = await deps.store.incr(`sms:day:${day}:m:${mobile}`, DAY_MS);
  if (perMobile > SmsBudget.perMobilePerDay) throw new AppError(SmsBudgetMessage.mobileDaily);
  await countIpHour(deps, ip, settings.num('sms.ip_hourly_cap', SmsBudget.perIpPerHour));
  const cap = settings.num('sms.daily_cap', SmsBudget.globalPerDay);
  const global = await deps.store.incr(`sms:day:${day}:all`, DAY_MS);
  if (global > cap) throw new AppError(SmsBudgetMessage.globalDaily);
}

/**
 * Sends a 6-digit code (CSPRNG) bound to mobile + scene for 300 s. A new send replaces the previous code
 * of that scene and resets its wrong-try count.
 */
export async function sendSmsCode(
  deps: Deps<'db' | 'store' | 'config' | 'log'>,
  input: { mobile: string; scene: TSmsScene; ip: string },
): Promise<void> {
  const { mobile, scene, ip } = input;
  await spendBudgets(deps, mobile, ip);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const provider = await getSmsProvider(deps);
  const content = `【书院】您的${SCENE_TEXT[scene]}验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
  const now = Date.now();
  let error = '';
  try {
    await provider.send({ mobile, scene, code, content });
  } catch (err) {
    error = err instanceof Error ? err.message.slice(0, 255) : 'unknown';
    deps.log.warn({ err, provider: provider.name, scene }, 'sms send failed');
  }
  await deps.db
    .insertInto('sms_records')
    .values({
      mobile,
      scene,
      provider: provider.name,
      ip: ip.slice(0, 64),
      status: error ? 0 : 1,
      error,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (error) {
    // The person may try again at once: the failed attempt should not hold the 60 s gap.
    await deps.store.delete(`sms:gap:${mobile}`);
    throw new AppError(SmsBudgetMessage.sendFailed);
  }
  await deps.store.set(codeKey(scene, mobile), code, SMS_CODE_TTL_MS);
  await deps.store.delete(triesKey(scene, mobile));
}

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * What a flow accepts: its own scene, and a `login` code where MeEdu's clients send that scene (issue 20):
 * the forgotten-password dialog and the WeChat mobile binding both ask for a `login` code. Both only prove
 * that the person holds the number, as a login code does. Every other scene stays bound: a `register` code
 * does not log in, a `login` code does not register or change a bound number.
 */
export const SMS_SCENES_ACCEPTED = {
  login: ['login'],
  register: ['register'],
  password_reset: ['password_reset', 'login'],
  mobile_bind: ['mobile_bind'],
  /** POST /api/v3/auth/register/withSocialite: a social login's new member binds the mobile. */
  social_bind: ['mobile_bind', 'login'],
} as const satisfies Record<string, readonly TSmsScene[]>;

export type SmsFlow = keyof typeof SMS_SCENES_ACCEPTED;

/**
 * Checks and uses up a code of one of the flow's scenes (SMS_SCENES_ACCEPTED). A code of another scene
 * never matches; after 10 wrong tries a code is deleted and a new one must be sent. Of two concurrent right
 * answers only one succeeds.
 *
 * The try is counted before the code is read (issue 18): reading, comparing and then counting let 40 guesses
 * in flight together all be compared. A wrong try counts against every code the flow accepts, so two live
 * codes give no more tries than one. A new code (sendSmsCode) starts a new count.
 */
export async function consumeSmsCode(
  deps: Deps<'store'>,
  input: { mobile: string; flow: SmsFlow; code: string },
): Promise<void> {
  const scenes: readonly TSmsScene[] = SMS_SCENES_ACCEPTED[input.flow];
  const entries = await Promise.all(
    scenes.map(async (scene) => {
      const key = codeKey(scene, input.mobile);
      const tries = await deps.store.incr(triesKey(scene, input.mobile), SMS_CODE_TTL_MS);
      if (tries > SMS_MAX_WRONG_TRIES) {
        await deps.store.delete(key);
        return { scene, key, tries, expected: null };
      }
      return { scene, key, tries, expected: await deps.store.get(key) };
    }),
  );
  const given = input.code.trim();
  const hit = entries.find((e) => e.expected !== null && sameCode(e.expected, given));
  if (!hit) {
    // The last allowed wrong try cancels the code at once.
    await Promise.all(
      entries
        .filter((e) => e.expected !== null && e.tries === SMS_MAX_WRONG_TRIES)
        .map((e) => deps.store.delete(e.key)),
    );
    throw new AppError(SMS_CODE_WRONG);
  }
  const taken = await deps.store.take(hit.key);
  if (taken !== hit.expected) throw new AppError(SMS_CODE_WRONG);
  await deps.store.delete(triesKey(hit.scene, input.mobile));
}
