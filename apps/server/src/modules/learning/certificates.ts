import { LearningMessage, type TCertificate } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { ensureCertificate } from './course-completion';

type Db = Kysely<Database>;

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
  if (!row && (await ensureCertificate(db, userId, courseId))) row = await find();
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
