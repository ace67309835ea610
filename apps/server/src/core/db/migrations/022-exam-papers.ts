import type { Migration } from 'kysely/migration';
import { createIndex, createTable, type MigrationDb, required, zero } from './helpers';

/*
 * Papers and attempts (issue 23, decision 046). exam_papers: a fixed list of bank questions
 * (exam_paper_questions) with a time limit, pass mark, tries, open/close times and a price; total_score and
 * questions_count are computed when the list or a question's score is written. exam_attempts: one member's
 * sitting of a paper; (paper_id, user_id, attempt_no) is unique, so two starts at once cannot both take the
 * last try. deadline_at is the server's timer. question_order and option_order hold the attempt's shuffle
 * as JSON. exam_attempt_answers: one row per answered question (a composite's parts by their sub-question
 * id), unique per attempt and question so saving is an upsert. Scores of attempts and answers are whole
 * hundredths of a point (a fill-in blank earns a split of the question's score, decision 045): integers on
 * both databases, like money in fen (decision 001).
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'exam_papers', (t) =>
    t
      // 0: no category; else an exam_categories row.
      .addColumn('category_id', 'integer', zero)
      .addColumn('title', 'varchar(120)', required)
      // Sanitised HTML.
      .addColumn('description', 'text', required)
      // Minutes; 0: no time limit.
      .addColumn('time_limit', 'integer', zero)
      .addColumn('pass_score', 'integer', zero)
      // The sum of the paper's question scores (computed on write).
      .addColumn('total_score', 'integer', zero)
      .addColumn('questions_count', 'integer', zero)
      // Attempts a member may make; 0: unlimited.
      .addColumn('try_times', 'integer', zero)
      // Open and close times (epoch ms); null: always open / never closes.
      .addColumn('starts_at', 'bigint')
      .addColumn('ends_at', 'bigint')
      .addColumn('charge_fen', 'integer', zero)
      .addColumn('is_vip_free', 'integer', zero)
      .addColumn('shuffle_questions', 'integer', zero)
      .addColumn('shuffle_options', 'integer', zero)
      // never | submit | graded: when a member sees each question's right answer and explanation.
      .addColumn('show_answers_after', 'varchar(16)', (col) => col.notNull().defaultTo('graded'))
      .addColumn('is_published', 'integer', zero),
  );
  await createIndex(db, 'exam_papers', ['is_published', 'category_id', 'id']);

  await createTable(db, 'exam_paper_questions', (t) =>
    t
      .addColumn('paper_id', 'integer', required)
      // A top-level bank question (a composite brings its sub-questions).
      .addColumn('question_id', 'integer', required)
      // Points in this paper; 0: the question's own score.
      .addColumn('score', 'integer', zero)
      .addColumn('sort', 'integer', zero),
  );
  await createIndex(db, 'exam_paper_questions', ['paper_id', 'question_id'], true);
  // A bank delete asks whether any paper holds the question.
  await createIndex(db, 'exam_paper_questions', ['question_id']);

  await createTable(db, 'exam_attempts', (t) =>
    t
      .addColumn('paper_id', 'integer', required)
      .addColumn('user_id', 'integer', required)
      // 1, 2, …: the member's n-th attempt at the paper.
      .addColumn('attempt_no', 'integer', required)
      .addColumn('started_at', 'bigint', required)
      // The server's timer; null: no time limit and no close time.
      .addColumn('deadline_at', 'bigint')
      .addColumn('submitted_at', 'bigint')
      // in_progress | grading | graded
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('in_progress'))
      // Hundredths of a point.
      .addColumn('score', 'integer', zero)
      // JSON: top-level question ids in the order shown.
      .addColumn('question_order', 'text', required)
      // JSON: {questionId: [stored option index shown first, …]} for choice questions.
      .addColumn('option_order', 'text', required),
  );
  await createIndex(db, 'exam_attempts', ['paper_id', 'user_id', 'attempt_no'], true);
  await createIndex(db, 'exam_attempts', ['user_id', 'id']);
  // The grading queue and the ranking read a paper's attempts by status.
  await createIndex(db, 'exam_attempts', ['paper_id', 'status', 'score']);

  await createTable(db, 'exam_attempt_answers', (t) =>
    t
      .addColumn('attempt_id', 'integer', required)
      // A top-level question, or a composite's sub-question.
      .addColumn('question_id', 'integer', required)
      // JSON, in the question's own option indexes (the shuffle is undone when saved).
      .addColumn('answer', 'text', required)
      // Hundredths of a point; written when the attempt is submitted or a grader scores it.
      .addColumn('score', 'integer', zero)
      .addColumn('correct', 'integer', zero)
      .addColumn('needs_grading', 'integer', zero)
      // The administrator who scored a short answer (0: graded by the engine or not yet).
      .addColumn('graded_by', 'integer', zero)
      .addColumn('graded_at', 'bigint'),
  );
  await createIndex(db, 'exam_attempt_answers', ['attempt_id', 'question_id'], true);
  await createIndex(db, 'exam_attempt_answers', ['needs_grading', 'attempt_id']);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('exam_attempt_answers').execute();
  await db.schema.dropTable('exam_attempts').execute();
  await db.schema.dropTable('exam_paper_questions').execute();
  await db.schema.dropTable('exam_papers').execute();
}

export const migration022ExamPapers: Migration = { up, down };
