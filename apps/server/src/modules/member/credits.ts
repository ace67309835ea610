import type { TCredit1Record } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { formatIso } from '#core/format';

/** MeEdu's default page size for credit1 records. */
export const CREDIT1_PAGE_SIZE = 10;

/** GET /api/v2/member/credit1Records: the caller's own ledger, newest first (no ids, as upstream). */
export async function listOwnCredit1Records(
  app: FastifyInstance,
  userId: number,
  query: { page?: number; page_size?: number },
): Promise<{ data: TCredit1Record[]; total: number }> {
  const page = query.page ?? 1;
  const size = query.page_size ?? CREDIT1_PAGE_SIZE;
  const own = app.db.selectFrom('credit1_records').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    own
      .select(['sum', 'remark', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      sum: Number(row.sum),
      remark: row.remark,
      created_at: formatIso(Number(row.created_at)),
    })),
    total: Number(count.n),
  };
}
