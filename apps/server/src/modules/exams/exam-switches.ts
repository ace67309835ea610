import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isFeatureOn, requireFeature } from '#core/features';

/*
 * The exams module answers while the paper switch (MeEdu's Paper add-on) is on; off, its member routes
 * refuse the way every switched-off module does (decision 031: code 403, 考试功能未开启). Practice, mock
 * papers and the wrong book will answer to their own switches when they are built.
 */

export const examsOn = (db: Kysely<Database>): Promise<boolean> => isFeatureOn(db, 'paper');

export const requireExams = (db: Kysely<Database>): Promise<void> => requireFeature(db, 'paper');
