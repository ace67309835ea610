import { ApiCode, featureOffMessage } from '@shuyuan/contract';
import { describe, expect, it } from 'vitest';
import { setFeatureSwitches } from '#test/helpers/app-config';
import { forEachDatabase } from '#test/helpers/test-app';
import { examsOn, holdStoredExamSwitches, requireExams } from './exam-switches';

forEachDatabase((t) => {
  describe('the exams switches', () => {
    it('keep the module off while its switches are not built, even when a row says on', async () => {
      expect(await examsOn(t.db)).toBe(false);
      await expect(requireExams(t.db)).rejects.toMatchObject({
        code: ApiCode.featureOff,
        message: featureOffMessage('paper'),
      });
      await setFeatureSwitches(t.db, { paper: true, practice: true, mockPaper: true, wrongBook: true });
      expect(await examsOn(t.db)).toBe(false);
    });

    it('read as stored on a database the tests mark (the seam of decision 046), off included', async () => {
      holdStoredExamSwitches(t.db);
      expect(await examsOn(t.db)).toBe(true);
      await setFeatureSwitches(t.db, { paper: false, practice: false, mockPaper: false, wrongBook: true });
      expect(await examsOn(t.db)).toBe(true);
      await setFeatureSwitches(t.db, { wrongBook: false });
      await expect(requireExams(t.db)).rejects.toMatchObject({ code: ApiCode.featureOff });
    });
  });
});
