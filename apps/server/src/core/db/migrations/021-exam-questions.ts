import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/*
 * The question bank (issue 23, decision 045). exam_categories: two levels (parent_id 0 or a top-level
 * category), like MeEdu's Paper cid1/cid2, apart from the catalogue's categories because no storefront
 * list or cache reads them. exam_questions: one row per question; a composite question (a passage with
 * sub-questions) is a parent row of type composite whose children point at it by parent_id and carry
 * their own type, key and score (the parent's score is their sum). stem, options (a JSON array of HTML)
 * and explanation are rich text, sanitised once when written. answer is JSON whose shape depends on the
 * type (single: option index; multiple: indexes; judge: boolean; fill: one list of alternatives per
 * blank; short: a reference answer in HTML; composite: null). tags is a JSON array of strings; tags_text
 * is the same tags joined by '|' with a leading and trailing '|', so a tag filter is a plain LIKE on both
 * databases.
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'exam_categories', (t) =>
    t
      .addColumn('name', 'varchar(64)', required)
      .addColumn('parent_id', 'integer', zero)
      .addColumn('sort', 'integer', zero),
  );
  await createIndex(db, 'exam_categories', ['parent_id', 'sort']);

  await createTable(db, 'exam_questions', (t) =>
    t
      .addColumn('category_id', 'integer', required)
      // 0 for a top-level question; the composite parent's id for a sub-question.
      .addColumn('parent_id', 'integer', zero)
      // Order among a composite's sub-questions.
      .addColumn('sort', 'integer', zero)
      // single | multiple | judge | fill | short | composite
      .addColumn('type', 'varchar(16)', required)
      .addColumn('stem', 'text', required)
      // JSON: ["<p>…</p>", …] (single and multiple), [] otherwise.
      .addColumn('options', 'text', required)
      // JSON, by type (see above).
      .addColumn('answer', 'text', required)
      .addColumn('explanation', 'text', required)
      // 1 (easiest) to 5 (hardest).
      .addColumn('difficulty', 'integer', (col) => col.notNull().defaultTo(3))
      .addColumn('score', 'integer', (col) => col.notNull().defaultTo(2))
      // Multiple choice only: what a subset of the right options with no wrong one earns (0: nothing).
      .addColumn('partial_score', 'integer', zero)
      // JSON array of strings, and the same tags as |a|b| for filtering.
      .addColumn('tags', 'text', required)
      .addColumn('tags_text', 'varchar(600)', empty),
  );
  // The console's list: top-level questions of a category, newest first; a composite's children by parent.
  await createIndex(db, 'exam_questions', ['parent_id', 'category_id', 'id']);
  await createIndex(db, 'exam_questions', ['category_id', 'type', 'difficulty']);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('exam_questions').execute();
  await db.schema.dropTable('exam_categories').execute();
}

export const migration021ExamQuestions: Migration = { up, down };
