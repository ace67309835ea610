import type { Migration } from 'kysely/migration';
import { createIndex, createTable, type MigrationDb, required, zero } from './helpers';

/*
 * Bought papers (issue 23): one row per member and paper, written when an order for a paid paper is paid
 * and removed when that order is fully refunded. (paper_id, user_id) is unique, so of two paid orders for
 * the same paper only the first gives it (the second is refunded, decision 025). order_id names the order
 * that gave it (null: given another way), so a refund takes back only what its own order gave.
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'exam_paper_users', (t) =>
    t
      .addColumn('paper_id', 'integer', required)
      .addColumn('user_id', 'integer', required)
      .addColumn('order_id', 'integer')
      // What the order paid for it, in fen.
      .addColumn('charge_fen', 'integer', zero),
  );
  // Also what "has this member bought this paper" reads.
  await createIndex(db, 'exam_paper_users', ['paper_id', 'user_id'], true);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('exam_paper_users').execute();
}

export const migration023ExamPaperPurchases: Migration = { up, down };
