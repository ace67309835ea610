import {
  adminDeleteComments,
  adminReviewComments,
  type TAdminCommentItem,
} from '@shuyuan/contract/admin-comments';
import { COMMENT_CHECK } from '@shuyuan/contract/comments';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { RowButton } from '../../kit/row-actions';
import './i18n/register';

export const COMMENTS_KEY = ['admin', 'comments'] as const;
/** The dashboard counts the comments waiting: every review or delete changes it. */
const REFRESH = [COMMENTS_KEY, ['admin', 'dashboard']];

/** Approve, reject and delete: for one row, or for the rows ticked. */
function useCommentWrites() {
  const { t } = useTranslation('admin-comments');
  const approve = useAdminWrite(adminReviewComments, REFRESH, t('approved'));
  const reject = useAdminWrite(adminReviewComments, REFRESH, t('rejected'));
  const remove = useAdminWrite(adminDeleteComments, REFRESH, t('deleted'));
  const busy = approve.isPending || reject.isPending || remove.isPending;
  return {
    busy,
    approve: (ids: number[], done?: () => void) =>
      approve.mutate({ body: { ids, is_check: COMMENT_CHECK.approved } }, { onSuccess: done }),
    reject: (ids: number[], done?: () => void) =>
      reject.mutate({ body: { ids, is_check: COMMENT_CHECK.rejected } }, { onSuccess: done }),
    remove: (ids: number[], done?: () => void) => remove.mutate({ body: { ids } }, { onSuccess: done }),
  };
}

/** A row's 通过 / 拒绝 (whichever it is not yet) and 删除. */
export function CommentRowActions({ row }: { row: TAdminCommentItem }) {
  const { t } = useTranslation('admin-comments');
  const w = useCommentWrites();
  return (
    <Space size={4}>
      {row.is_check !== COMMENT_CHECK.approved && (
        <RowButton disabled={w.busy} onClick={() => w.approve([row.id])}>
          {t('approve')}
        </RowButton>
      )}
      {row.is_check !== COMMENT_CHECK.rejected && (
        <RowButton disabled={w.busy} onClick={() => w.reject([row.id])}>
          {t('reject')}
        </RowButton>
      )}
      <Popconfirm title={t('confirmDelete')} onConfirm={() => w.remove([row.id])}>
        <Button type="link" size="small" danger disabled={w.busy}>
          {t('delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** What can be done to the rows ticked at once. */
export function CommentBulkActions({ rows, clear }: { rows: TAdminCommentItem[]; clear: () => void }) {
  const { t } = useTranslation('admin-comments');
  const w = useCommentWrites();
  const ids = rows.map((r) => r.id);
  return (
    <Space wrap size={8}>
      <Button type="primary" disabled={w.busy} onClick={() => w.approve(ids, clear)}>
        {t('approveAll')}
      </Button>
      <Button disabled={w.busy} onClick={() => w.reject(ids, clear)}>
        {t('rejectAll')}
      </Button>
      <Popconfirm title={t('confirmDeleteAll', { count: ids.length })} onConfirm={() => w.remove(ids, clear)}>
        <Button danger disabled={w.busy}>
          {t('deleteAll')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
