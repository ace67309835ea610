import { ApiCode, featureOffMessage, type TFeatureSwitch } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { readConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { readFeatureSwitches } from '#core/features';

/*
 * The exams module answers while any of its four switches is on (MeEdu turns them on together with its
 * Paper add-on). Its member routes (papers now; practice, mock papers, wrong book later) ask here, so they
 * refuse the way every switched-off module does (decision 031: code 403, 考试功能未开启). The switches stay
 * "not built" in the contract until the storefront pages exist too (decision 046), so on a real site the
 * module is off.
 */
export const EXAM_SWITCHES = [
  'paper',
  'practice',
  'mockPaper',
  'wrongBook',
] as const satisfies readonly TFeatureSwitch[];

/*
 * The test seam (decision 046): while the switches are "not built" the gate would refuse every member
 * route, so the routes' tests mark their database here and the gate then reads the stored switches as they
 * are (switching them off in a test still refuses). Nothing in the app marks a database.
 */
const storedSwitchesHold = new WeakSet<Kysely<Database>>();

/** For tests only: read this database's stored exams switches as if they were built. */
export function holdStoredExamSwitches(db: Kysely<Database>): void {
  storedSwitchesHold.add(db);
}

export async function examsOn(db: Kysely<Database>): Promise<boolean> {
  if (storedSwitchesHold.has(db)) {
    const stored = (await readConfigValues(db, ['func'])).obj('func');
    return EXAM_SWITCHES.some((key) => stored[key] === true);
  }
  const func = await readFeatureSwitches(db);
  return EXAM_SWITCHES.some((key) => func[key]);
}

export async function requireExams(db: Kysely<Database>): Promise<void> {
  if (!(await examsOn(db))) throw new AppError(featureOffMessage('paper'), ApiCode.featureOff);
}
