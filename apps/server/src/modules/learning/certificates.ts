import { LearningMessage, type TCertificate } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { canSeeCourse } from '#modules/catalogue';
import { ensureCertificate } from './course-completion';

type Db = Kysely<Database>;

export const certificatePagePath = (code: string) => `/certificate/${code}`;

type CertificateRow = {
  code: string;
  course_id: number;
  course_title: string;
  member_name: string;
  issued_at: number;
  revoked_at: number | string | null;
};

function toCertificate(row: CertificateRow, base: string): TCertificate {
  return {
    code: row.code,
    course_id: row.course_id,
    course_title: row.course_title,
    member_name: row.member_name,
    issued_at: formatDateTime(Number(row.issued_at)).slice(0, 10),
    url: `${base}${certificatePagePath(row.code)}`,
    revoked_at: row.revoked_at === null ? null : formatDateTime(Number(row.revoked_at)).slice(0, 10),
  };
}

const COLUMNS = ['code', 'course_id', 'course_title', 'member_name', 'issued_at', 'revoked_at'] as const;

/**
 * The member's certificate of a course. A course completed before certificates existed (or whose
 * completion step was interrupted) gets its certificate here, after the completion is re-checked, while the
 * member may study the course. A certificate revoked by a refund is no longer the member's (its code verifies
 * as revoked) and is not issued again from the progress that stays; one earned stays when VIP ends.
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
  if (!row && (await maySee(db, userId, courseId)) && (await ensureCertificate(db, userId, courseId)))
    row = await find();
  if (!row || row.revoked_at !== null) throw notFound(LearningMessage.certificateMissing);
  return toCertificate(row, base);
}

/** The course exists and the member may study it (canSeeCourse), so a missing certificate may be issued. */
async function maySee(db: Db, userId: number, courseId: number): Promise<boolean> {
  const course = await db
    .selectFrom('courses')
    .select(['id', 'is_free', 'is_vip_free'])
    .where('id', '=', courseId)
    .executeTakeFirst();
  return course ? canSeeCourse(db, userId, course) : false;
}

/** The public check of a verification code (case-insensitive); a revoked one says when (revoked_at). */
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
