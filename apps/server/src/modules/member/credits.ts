import { localizeMessage, type MessageLanguage, type TCredit1Record } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { formatIso } from '#core/format';

/** MeEdu's default page size for credit1 records. */
export const CREDIT1_PAGE_SIZE = 10;

/**
 * GET /api/v2/member/credit1Records: the caller's own ledger, newest first (no ids, as upstream); remarks
 * are stored in Chinese and read in `lang`.
 */
export async function listOwnCredit1Records(
  db: Kysely<Database>,
  userId: number,
  query: { page?: number; page_size?: number },
  lang: MessageLanguage = 'zh',
): Promise<{ data: TCredit1Record[]; total: number }> {
  const page = query.page ?? 1;
  const size = query.page_size ?? CREDIT1_PAGE_SIZE;
  const own = db.selectFrom('credit1_records').where('user_id', '=', userId);
  const { total, rows } = await readPage(own, { page, size }, (b) =>
    b.select(['sum', 'remark', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return {
    data: rows.map((row) => ({
      sum: Number(row.sum),
      remark: localizeMessage(row.remark, lang),
      created_at: formatIso(Number(row.created_at)),
    })),
    total,
  };
}
