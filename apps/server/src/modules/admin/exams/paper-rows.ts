import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { findRow } from '../find-row';

/* What the console's paper services start from: the paper row, and the refusals they share (decision 046). */

export const PAPER_MESSAGES = {
  notFound: '试卷不存在',
  hasAttempts: '试卷已有考试记录，无法删除，可下架',
  empty: '试卷还没有试题，无法发布',
  passAboveTotal: '及格分不能高于总分',
  category: '分类不存在',
} as const;

export const findPaper = (db: Kysely<Database>, id: number) =>
  findRow(db, 'exam_papers', id, PAPER_MESSAGES.notFound);
