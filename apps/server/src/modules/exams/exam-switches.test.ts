import { ApiCode, featureOffMessage } from '@shuyuan/contract';
import { describe, expect, it } from 'vitest';
import { setFeatureSwitches } from '#test/helpers/app-config';
import { forEachDatabase } from '#test/helpers/test-app';
import { examsOn, requireExams } from './exam-switches';

forEachDatabase((t) => {
  describe('the exams switch', () => {
    it('follows the paper switch: off refuses with 考试功能未开启, on lets the module answer', async () => {
      await setFeatureSwitches(t.db, { paper: false });
      expect(await examsOn(t.db)).toBe(false);
      await expect(requireExams(t.db)).rejects.toMatchObject({
        code: ApiCode.featureOff,
        message: featureOffMessage('paper'),
      });
      await setFeatureSwitches(t.db, { paper: true });
      expect(await examsOn(t.db)).toBe(true);
      await expect(requireExams(t.db)).resolves.toBeUndefined();
    });

    it('is not turned on by the switches of modules not built yet', async () => {
      await setFeatureSwitches(t.db, { paper: false, practice: true, mockPaper: true, wrongBook: true });
      expect(await examsOn(t.db)).toBe(false);
    });
  });
});
