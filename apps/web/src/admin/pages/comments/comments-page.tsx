import { adminListComments, type TAdminCommentItem } from '@shuyuan/contract/admin-comments';
import { COMMENT_CHECK, COMMENT_TARGETS } from '@shuyuan/contract/comments';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../kit/list-page';
import { COMMENTS_KEY, CommentBulkActions, CommentRowActions } from './comment-actions';
import './comments-page.css';
import './i18n/register';
import { decodeEntities } from '#shared/decode-entities';
import { formatDateTime } from '#shared/time';

const STATE_COLOR: Record<number, string> = {
  [COMMENT_CHECK.pending]: 'orange',
  [COMMENT_CHECK.approved]: 'green',
  [COMMENT_CHECK.rejected]: 'red',
};
const STATES = [COMMENT_CHECK.pending, COMMENT_CHECK.approved, COMMENT_CHECK.rejected];

/** The state a link asks for (`?is_check=0` from the dashboard), if it names one. */
function linkedState(value: string | null): number | undefined {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return (STATES as number[]).includes(n) ? n : undefined;
}

/** Members' course and lesson comments: filter, then approve, reject or delete one or many. */
export function CommentsPage() {
  const { t } = useTranslation('admin-comments');
  const [search] = useSearchParams();
  const stateText = (n: number) => t(`state.${String(n) as '0' | '1' | '2'}`);
  const initial = linkedState(search.get('is_check'));

  return (
    <ListPage
      title={t('comments')}
      list={adminListComments}
      queryKey={COMMENTS_KEY}
      initialFilter={initial === undefined ? undefined : { is_check: initial }}
      empty={t('empty')}
      filters={[
        {
          kind: 'segmented',
          name: 'is_check',
          all: t('all'),
          options: STATES.map((value) => ({ value, label: stateText(value) })),
        },
        { kind: 'number', name: 'course_id', placeholder: t('courseId'), width: 140 },
        { kind: 'number', name: 'user_id', placeholder: t('memberId'), width: 140 },
      ]}
      selection={{ actions: (rows, clear) => <CommentBulkActions rows={rows} clear={clear} /> }}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 80 },
        {
          title: t('content'),
          key: 'content',
          render: (_, c: TAdminCommentItem) => (
            <span className="admin-comment-text">
              {c.parent_id > 0 && <Tag>{t('reply')}</Tag>}
              {decodeEntities(c.content)}
            </span>
          ),
        },
        {
          title: t('member'),
          key: 'member',
          width: 160,
          render: (_, c: TAdminCommentItem) => (
            <span>
              {c.user_nick_name || '-'}
              <br />
              <Typography.Text type="secondary">ID {c.user_id}</Typography.Text>
            </span>
          ),
        },
        {
          title: t('target'),
          key: 'target',
          width: 240,
          render: (_, c: TAdminCommentItem) => (
            <span>
              <Tag>{c.rt === COMMENT_TARGETS.video ? t('video') : t('course')}</Tag>
              {c.course_title || t('gone')}
              {c.rt === COMMENT_TARGETS.video && (
                <>
                  <br />
                  <Typography.Text type="secondary">{c.video_title || t('gone')}</Typography.Text>
                </>
              )}
            </span>
          ),
        },
        {
          title: t('status'),
          dataIndex: 'is_check',
          width: 100,
          render: (v: number) => <Tag color={STATE_COLOR[v]}>{stateText(v)}</Tag>,
        },
        { title: t('time'), dataIndex: 'created_at', width: 170, render: (v: number) => formatDateTime(v) },
      ]}
      rowActions={{ width: 170, render: (c) => <CommentRowActions row={c} /> }}
    />
  );
}
