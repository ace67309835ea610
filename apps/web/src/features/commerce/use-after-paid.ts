import { getActivate } from '@shuyuan/contract/activates';
import { getCourse } from '@shuyuan/contract/catalogue';
import { listExamPapers, showExamPaper } from '@shuyuan/contract/exam-papers';
import { getMemberDetail } from '@shuyuan/contract/member';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppDispatch } from '#lib/store/app-store';
import { fetchMemberDetail } from '#lib/store/get-member-detail';
import { loginAction } from '#lib/store/login-user-slice';

/**
 * Once an order is paid the member owns something new: cached course / offline-course / paper pages must
 * ask again (is_buy, enrolled, may the member sit the paper), and the member in the store gains credit1 and
 * maybe a VIP role. /h5 buys a paper from its own screen, which stays open after a code paid it all.
 */
export function useAfterPaid() {
  const client = useQueryClient();
  const dispatch = useAppDispatch();
  return useCallback(() => {
    for (const key of [
      getCourse.id,
      getActivate.id,
      showExamPaper.id,
      listExamPapers.id,
      getMemberDetail.id,
      'orderGoods',
    ]) {
      void client.invalidateQueries({ queryKey: [key] });
    }
    fetchMemberDetail()
      .then((user) => dispatch(loginAction(user)))
      .catch(() => {
        // The header keeps the old figures until the next page load; the purchase itself is done.
      });
  }, [client, dispatch]);
}
