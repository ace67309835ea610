import { ApiMessage, ExamMessage } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { memberHolds } from '#core/db/member-holds';
import type { Database, ExamAttemptRow, ExamPaperRow } from '#core/db/schema';
import { notFound } from '#core/errors';
import { hasActiveVip } from '#modules/catalogue';

/*
 * Who may sit a paper, and when (decision 046): published; open (starts_at passed, ends_at not yet);
 * free, bought (an exam_paper_users row, given by a paid order of goods kind PAPER), or VIP-free for an
 * active VIP, else 请购买试卷后参加考试; and a try left. A member with an attempt in progress may always go
 * on with it while the paper is published.
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

/** Whether the member bought the paper (commerce's PAPER goods kind writes and refunds the row). */
export const hasBoughtPaper = (db: Db, userId: number, paperId: number): Promise<boolean> =>
  memberHolds(db, 'exam_paper_users', userId, paperId);

/** Whether the caller need not buy the paper: free, bought, or VIP-free for an active VIP. */
export async function holdsPaper(db: Db, paper: ExamPaperRow, userId: number | null, now: number) {
  if (paper.charge_fen <= 0) return true;
  if (userId === null) return false;
  if (await hasBoughtPaper(db, userId, paper.id)) return true;
  return paper.is_vip_free === 1 && (await hasActiveVip(db, userId, now));
}

/** Why the paper's price keeps the member out ('' when it does not). */
async function priceRefusal(db: Db, paper: ExamPaperRow, userId: number, now: number): Promise<string> {
  if (await holdsPaper(db, paper, userId, now)) return '';
  // A VIP-free paper can be bought too; its refusal still names the membership (decision 046).
  return paper.is_vip_free === 1 ? ExamMessage.vipFree : ExamMessage.paid;
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
