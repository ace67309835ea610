import { type Kysely, sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { finaliseExpired } from './attempt-submit';
import { attemptSummary, findPublishedPaper, points } from './paper-access';

/*
 * A paper's ranking and a member's history (decision 046). The ranking counts graded attempts only: each
 * member's best score, and of equal bests the earlier submit ranks first (then the lower member id, so
 * the order is total). Read in SQL both databases share: a derived table of each member's best and the
 * earliest submit at that score.
 */

type Db = Kysely<Database>;

/** Each member's best graded score on the paper, with the earliest submit reaching it. */
function bestOf(db: Db, paperId: number) {
  return db
    .selectFrom('exam_attempts as a')
    .select(['a.user_id', 'a.score', (eb) => eb.fn.min('a.submitted_at').as('submitted_at')])
    .where('a.paper_id', '=', paperId)
    .where('a.status', '=', 'graded')
    .where(
      'a.score',
      '=',
      sql<number>`(select max(b.score) from exam_attempts b where b.paper_id = a.paper_id and b.user_id = a.user_id and b.status = 'graded')`,
    )
    .groupBy(['a.user_id', 'a.score']);
}

export async function ranking(
  db: Db,
  userId: number | null,
  paperId: number,
  q: { page?: number; size?: number },
) {
  await findPublishedPaper(db, paperId);
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  const best = bestOf(db, paperId).as('best');
  const [rows, counted] = await Promise.all([
    db
      .selectFrom(best)
      .innerJoin('users', 'users.id', 'best.user_id')
      .select(['best.user_id', 'best.score', 'best.submitted_at', 'users.nick_name', 'users.avatar'])
      .orderBy('best.score', 'desc')
      .orderBy('best.submitted_at', 'asc')
      .orderBy('best.user_id', 'asc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom(bestOf(db, paperId).as('best'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  const row = (r: (typeof rows)[number], rank: number) => ({
    rank,
    user_id: r.user_id,
    nick_name: r.nick_name,
    avatar: r.avatar,
    score: points(r.score),
    submitted_at: Number(r.submitted_at),
  });
  return {
    total: Number(counted?.n ?? 0),
    data: rows.map((r, i) => row(r, (page - 1) * size + i + 1)),
    mine: userId === null ? null : await myRank(db, userId, paperId),
  };
}

/** The member's line: one more than the members ahead (a higher best, or the same best sooner). */
async function myRank(db: Db, userId: number, paperId: number) {
  const mine = await db
    .selectFrom(bestOf(db, paperId).as('best'))
    .innerJoin('users', 'users.id', 'best.user_id')
    .select(['best.user_id', 'best.score', 'best.submitted_at', 'users.nick_name', 'users.avatar'])
    .where('best.user_id', '=', userId)
    .executeTakeFirst();
  if (!mine) return null;
  const at = Number(mine.submitted_at);
  const ahead = await db
    .selectFrom(bestOf(db, paperId).as('best'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) =>
      eb.or([
        eb('best.score', '>', mine.score),
        eb.and([
          eb('best.score', '=', mine.score),
          eb.or([
            eb('best.submitted_at', '<', at),
            eb.and([eb('best.submitted_at', '=', at), eb('best.user_id', '<', userId)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return {
    rank: Number(ahead?.n ?? 0) + 1,
    user_id: userId,
    nick_name: mine.nick_name,
    avatar: mine.avatar,
    score: points(mine.score),
    submitted_at: at,
  };
}

/** The member's attempts, newest first; expired ones are closed first so none reads as still running. */
export async function history(
  db: Db,
  userId: number,
  q: { page?: number; size?: number; paper_id?: number },
  now: number,
) {
  await finaliseExpired(db, userId, q.paper_id ?? null, now);
  let base = db
    .selectFrom('exam_attempts')
    .innerJoin('exam_papers', 'exam_papers.id', 'exam_attempts.paper_id')
    .where('exam_attempts.user_id', '=', userId);
  if (q.paper_id) base = base.where('exam_attempts.paper_id', '=', q.paper_id);
  const page = { page: q.page ?? 1, size: q.size ?? 10 };
  const { total, rows } = await readPage(base, page, (b) =>
    b
      .selectAll('exam_attempts')
      .select(['exam_papers.title', 'exam_papers.total_score', 'exam_papers.pass_score'])
      .orderBy('exam_attempts.id', 'desc'),
  );
  return {
    total,
    data: rows.map((a) => ({
      ...attemptSummary(a, a),
      paper_title: a.title,
      total_score: a.total_score,
    })),
  };
}
