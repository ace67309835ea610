import type { TAdminExamPaper } from '@shuyuan/contract/admin-exam-papers';
import type { TAdminExamCategory, TAdminQuestion } from '@shuyuan/contract/admin-exams';
import { NEW_PAPER } from '../paper-fields';

/** The console's exam tests' records: a bank question and a paper, each as the server answers it. */
const CREATED = 1_760_000_000_000;

/** 计算机网络 and its sub-category 传输层. */
export const EXAM_CATEGORIES: TAdminExamCategory[] = [
  { id: 1, name: '计算机网络', parent_id: 0, sort: 0, questions_count: 2 },
  { id: 2, name: '传输层', parent_id: 1, sort: 0, questions_count: 1 },
];

/** A single-choice question of category 1 (TCP/UDP, the first right), with `over` on top. */
export const adminQuestion = (id: number, over: Partial<TAdminQuestion> = {}): TAdminQuestion => ({
  id,
  type: 'single',
  category_id: 1,
  stem: `<p>题 ${id}</p>`,
  options: ['<p>TCP</p>', '<p>UDP</p>'],
  answer: 0,
  explanation: '',
  difficulty: 3,
  score: 2,
  partial_score: 0,
  tags: [],
  created_at: CREATED,
  updated_at: CREATED,
  children: [],
  ...over,
});

/** An empty, unpublished, untimed paper of category 2, with `over` on top. */
export const adminPaper = (id: number, over: Partial<TAdminExamPaper> = {}): TAdminExamPaper => ({
  ...NEW_PAPER,
  id,
  category_id: 2,
  title: `试卷 ${id}`,
  total_score: 0,
  questions_count: 0,
  is_published: false,
  attempts_count: 0,
  grading_count: 0,
  created_at: CREATED,
  updated_at: CREATED,
  ...over,
});
