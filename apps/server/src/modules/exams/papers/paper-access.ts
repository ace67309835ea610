import { ApiMessage, ExamMessage } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database, ExamAttemptRow, ExamPaperRow } from '#core/db/schema';
import { notFound } from '#core/errors';
import { hasActiveVip } from '#modules/catalogue';

/*
 * Who may sit a paper, and when (decision 046): published; open (starts_at passed, ends_at not yet);
 * free, or VIP-free for an active VIP (paid papers cannot be bought yet: no goods kind `PAPER`, so they
 * refuse with 付费试卷暂未开放购买); and a try left. A member with an attempt in progress may always go on
 * with it while the paper is published.
 */

type Db = Kysely<Database>;

export async function findPublishedPaper(db: Db, id: number): Promise<ExamPaperRow> {
  const paper = await db
    .selectFrom('exam_papers')
    .selectAll()
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .executeTakeFirst();
  if (!paper) throw notFound(ExamMessage.paperNotFound);
  return paper;
}

/** The member's attempts at a paper, newest first. */
export const attemptsOf = (db: Db, userId: number, paperId: number): Promise<ExamAttemptRow[]> =>
  db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('paper_id', '=', paperId)
    .orderBy('attempt_no', 'desc')
    .execute();

/** Why the paper's price keeps the member out ('' when it does not). */
async function priceRefusal(db: Db, paper: ExamPaperRow, userId: number, now: number): Promise<string> {
  if (paper.charge_fen <= 0) return '';
  if (paper.is_vip_free === 1) return (await hasActiveVip(db, userId, now)) ? '' : ExamMessage.vipFree;
  return ExamMessage.paid;
}

/** Why the member may not start an attempt now ('' when they may); attempts: theirs at this paper. */
export async function joinRefusal(
  db: Db,
  paper: ExamPaperRow,
  userId: number | null,
  attempts: readonly ExamAttemptRow[],
  now: number,
): Promise<string> {
  if (userId === null) return ApiMessage.loginRequired;
  if (attempts.some((a) => a.status === 'in_progress')) return '';
  if (paper.starts_at !== null && paper.starts_at > now) return ExamMessage.notOpen;
  if (paper.ends_at !== null && paper.ends_at <= now) return ExamMessage.closed;
  if (paper.questions_count === 0) return ExamMessage.noQuestions;
  const price = await priceRefusal(db, paper, userId, now);
  if (price) return price;
  if (paper.try_times > 0 && attempts.length >= paper.try_times) return ExamMessage.noTries;
  return '';
}

/** Tries left (null: unlimited). */
export const remainingTries = (paper: ExamPaperRow, attempts: readonly ExamAttemptRow[]) =>
  paper.try_times === 0 ? null : Math.max(0, paper.try_times - attempts.length);

/** The attempt's deadline: the time limit from the start, or the paper's close, whichever comes first. */
export function deadlineOf(paper: ExamPaperRow, startedAt: number): number | null {
  const limit = paper.time_limit > 0 ? startedAt + paper.time_limit * 60_000 : null;
  if (limit === null) return paper.ends_at;
  return paper.ends_at === null ? limit : Math.min(limit, paper.ends_at);
}

/** Points from hundredths, for the wire. */
export const points = (hundredths: number) => Math.round(hundredths) / 100;

/** Passed: only once graded. */
export const passedOf = (paper: { pass_score: number }, attempt: ExamAttemptRow) =>
  attempt.status === 'graded' ? attempt.score >= paper.pass_score * 100 : null;

export function attemptSummary(paper: { pass_score: number }, a: ExamAttemptRow) {
  return {
    id: a.id,
    paper_id: a.paper_id,
    attempt_no: a.attempt_no,
    status: a.status,
    score: points(a.score),
    passed: passedOf(paper, a),
    started_at: a.started_at,
    deadline_at: a.deadline_at,
    submitted_at: a.submitted_at,
  };
}
