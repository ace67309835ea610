import { randomInt } from 'node:crypto';
import { LearningMessage, type TCertificate } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/schema';
import { notFound } from '../../core/errors';
import { formatDateTime } from '../../core/format';
import { recomputeCourse } from './completion';

type Db = Kysely<Database>;

/** Crockford base32 without I, L, O, U: easy to read aloud and type from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters = 80 random bits: not guessable, so the public check cannot be enumerated. */
const CODE_LENGTH = 16;

export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Issues the certificate of a finished course once (unique per member and course). */
export async function issueCertificate(
  trx: Db,
  userId: number,
  courseId: number,
  now: number,
): Promise<void> {
  const [user, course] = await Promise.all([
    trx.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst(),
    trx.selectFrom('courses').select('title').where('id', '=', courseId).executeTakeFirst(),
  ]);
  await trx
    .insertInto('course_certificates')
    .values({
      user_id: userId,
      course_id: courseId,
      code: newCertificateCode(),
      member_name: (user?.nick_name ?? '').slice(0, 64),
      course_title: (course?.title ?? '').slice(0, 255),
      issued_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

export const certificatePagePath = (code: string) => `/certificate/${code}`;

type CertificateRow = {
  code: string;
  course_id: number;
  course_title: string;
  member_name: string;
  issued_at: number;
};

function toCertificate(row: CertificateRow, base: string): TCertificate {
  return {
    code: row.code,
    course_id: row.course_id,
    course_title: row.course_title,
    member_name: row.member_name,
    issued_at: formatDateTime(Number(row.issued_at)).slice(0, 10),
    url: `${base}${certificatePagePath(row.code)}`,
  };
}

const COLUMNS = ['code', 'course_id', 'course_title', 'member_name', 'issued_at'] as const;

/**
 * The member's certificate of a course. A course completed before certificates existed (or whose
 * completion step was interrupted) gets its certificate here, after the completion is re-checked.
 */
export async function getMemberCertificate(db: Db, userId: number, courseId: number, base: string) {
  const find = () =>
    db
      .selectFrom('course_certificates')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
  let row = await find();
  if (!row) {
    const state = await recomputeCourse(db, userId, courseId, Date.now());
    if (state.watched) {
      await issueCertificate(db, userId, courseId, Date.now());
      row = await find();
    }
  }
  if (!row) throw notFound(LearningMessage.certificateMissing);
  return toCertificate(row, base);
}

/** The public check of a verification code (case-insensitive). */
export async function findCertificateByCode(
  db: Db,
  code: string,
  base: string,
): Promise<TCertificate | null> {
  const normalised = code.trim().toUpperCase();
  if (!/^[0-9A-Z]{16}$/.test(normalised)) return null;
  const row = await db
    .selectFrom('course_certificates')
    .select(COLUMNS)
    .where('code', '=', normalised)
    .executeTakeFirst();
  return row ? toCertificate(row, base) : null;
}
