import { ApiCode, featureOffMessage, type TFeatureSwitch } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { readFeatureSwitches } from '#core/features';

/*
 * The exams module answers while any of its four switches is on (MeEdu turns them on together with its
 * Paper add-on). Its member routes (papers, practice, mock papers, wrong book: later slices) ask here, so
 * they refuse the way every switched-off module does (decision 031: code 403, 考试功能未开启). The
 * switches stay "not built" in the contract until those routes exist, so today the module is off.
 */
export const EXAM_SWITCHES = [
  'paper',
  'practice',
  'mockPaper',
  'wrongBook',
] as const satisfies readonly TFeatureSwitch[];

export async function examsOn(db: Kysely<Database>): Promise<boolean> {
  const func = await readFeatureSwitches(db);
  return EXAM_SWITCHES.some((key) => func[key]);
}

export async function requireExams(db: Kysely<Database>): Promise<void> {
  if (!(await examsOn(db))) throw new AppError(featureOffMessage('paper'), ApiCode.featureOff);
}
