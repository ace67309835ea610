import { withPageLang } from '@shuyuan/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { notify } from '#core/db/notify';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError, badParameter, notFound } from '#core/errors';
import { statedLanguage } from '#core/http/language';
import { isSafeReturnUrl, returnUrlOrigins } from '#core/http/return-url';
import { siteUrl } from '#core/http/site-url';
import { type FaceProviderName, type FaceVerifyResult, getFaceProvider } from '#providers/face/index';

export const FaceMessage = {
  alreadyVerified: '当前学员已完成实人认证',
  cannotStart: '无法发起实名认证',
  passed: '您已通过实名认证',
} as const;

export const FACE_STATUS = { started: 0, failed: 5, passed: 9 } as const;

/** MeEdu's built-in end page for s_url "PC" (the person goes back to the computer). */
export const FACE_VERIFY_END_PATH = '/face-verify-success';

/** MeEdu's "not yet" answer, which the PC relies on: the object lands in `code` (sent as is). */
export const FACE_PENDING_ANSWER = JSON.stringify({ code: { status: 5 }, message: '', data: [] });

/** s_url "PC": the built-in end page; else a return URL of the site (no open redirect through the provider). */
async function redirectUrlOf(
  deps: Deps<'db' | 'config'>,
  request: FastifyRequest,
  sUrl: string,
): Promise<string> {
  const site = siteUrl(request);
  if (sUrl === 'PC') return withPageLang(`${site}${FACE_VERIFY_END_PATH}`, statedLanguage(request));
  const origins = await returnUrlOrigins(deps.db, request);
  if (!isSafeReturnUrl(sUrl, origins, deps.config.nodeEnv !== 'production')) throw badParameter();
  return sUrl.startsWith('/') ? `${site}${sUrl}` : sUrl;
}

async function isVerified(db: Kysely<Database>, userId: number): Promise<boolean> {
  const profile = await db
    .selectFrom('user_profiles')
    .select('is_verify')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return profile?.is_verify === 1;
}

/** POST /api/v3/member/tencent/faceVerify. */
export async function startFaceVerification(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  userId: number,
  sUrl: string,
): Promise<{ url: string; rule_id: string; biz_token: string; request_id: string }> {
  const redirectUrl = await redirectUrlOf(deps, request, sUrl);
  if (await isVerified(deps.db, userId)) throw new AppError(FaceMessage.alreadyVerified);
  const provider = await getFaceProvider(deps);
  if (!provider) throw new AppError(FaceMessage.cannotStart);
  let started: Awaited<ReturnType<typeof provider.start>>;
  try {
    started = await provider.start({
      redirectUrl,
      siteUrl: siteUrl(request),
      lang: statedLanguage(request),
    });
  } catch (err) {
    request.log.warn({ err, provider: provider.name }, 'face verification could not start');
    throw new AppError(FaceMessage.cannotStart);
  }
  const now = Date.now();
  await deps.db
    .insertInto('user_face_verify_records')
    .values({
      user_id: userId,
      provider: provider.name,
      rule_id: started.ruleId.slice(0, 64),
      biz_token: started.bizToken.slice(0, 128),
      request_id: started.requestId.slice(0, 128),
      status: FACE_STATUS.started,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return {
    url: started.url,
    rule_id: started.ruleId,
    biz_token: started.bizToken,
    request_id: started.requestId,
  };
}

/** The verification passed: record, profile and notification together, once. */
async function markPassed(
  db: Kysely<Database>,
  userId: number,
  recordId: number,
  name: string,
  idNumber: string,
) {
  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const moved = await trx
      .updateTable('user_face_verify_records')
      .set({ status: FACE_STATUS.passed, updated_at: now })
      .where('id', '=', recordId)
      .where('status', '!=', FACE_STATUS.passed)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    const profile = {
      real_name: name.slice(0, 64),
      id_number: idNumber.slice(0, 32),
      is_verify: 1,
      updated_at: now,
    };
    const existing = await trx
      .selectFrom('user_profiles')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) await trx.updateTable('user_profiles').set(profile).where('id', '=', existing.id).execute();
    else
      await trx
        .insertInto('user_profiles')
        .values({ user_id: userId, ...profile, created_at: now })
        .execute();
    await notify(trx, userId, { type: 'system', message: FaceMessage.passed });
  });
}

/**
 * GET /api/v3/member/tencent/faceVerify: the provider is asked (the client's word counts for nothing).
 * { status: 9 } when passed; null while pending or after a failure (the caller sends FACE_PENDING_ANSWER).
 */
export async function queryFaceVerification(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  userId: number,
  query: { biz_token: string; rule_id: string },
): Promise<{ status: 9 } | null> {
  const record = await deps.db
    .selectFrom('user_face_verify_records')
    .selectAll()
    .where('biz_token', '=', query.biz_token)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!record || record.rule_id !== query.rule_id) throw notFound();
  if (record.status === FACE_STATUS.passed) return { status: 9 };
  const provider = await getFaceProvider(deps, record.provider as FaceProviderName);
  if (!provider) return null;
  let result: FaceVerifyResult;
  try {
    result = await provider.query({ bizToken: record.biz_token, ruleId: record.rule_id });
  } catch (err) {
    request.log.warn({ err, provider: provider.name }, 'face verification result could not be read');
    return null;
  }
  if (result.status === 'failed') {
    await deps.db
      .updateTable('user_face_verify_records')
      .set({ status: FACE_STATUS.failed, updated_at: Date.now() })
      .where('id', '=', record.id)
      .where('status', '=', FACE_STATUS.started)
      .execute();
    return null;
  }
  if (result.status === 'pending') return null;
  await markPassed(deps.db, userId, record.id, result.name, result.idNumber);
  return { status: 9 };
}
