import { UserOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPathFor, useAuthDialog } from '#features/auth';
import { toastError, toastSuccess } from '#lib/notify';
import { useAppSelector } from '#lib/store/app-store';
import { decodeEntities } from '#shared/decode-entities';
import { formatRelativeTime } from '#shared/time';
import { type TComment, useCommentsQuery, usePostComment } from '../api/comments';
import './comment-section.css';
import '../i18n/register';

/** Upstream limits (meedu-api.md §1.8): the messages are the server's, repeated here to save a round trip. */
export const COMMENT_MAX = 140;
export const COMMENT_EMPTY = '请输入评论内容';
export const COMMENT_PENDING = '评论审核中';

function CommentItem({ c }: { c: TComment & { replies?: TComment[] } }) {
  const { t, i18n } = useTranslation(['translation', 'catalogue']);
  const checked = c.is_check === 1;
  const replies = c.replies;
  return (
    <li className="comment">
      {c.user?.avatar ? (
        <img className="icon-disc comment__avatar" src={c.user.avatar} alt="" loading="lazy" />
      ) : (
        <span className="icon-disc comment__avatar comment__avatar--empty" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div className="comment__body">
        <p className="comment__head">
          <span className="comment__name">{c.user?.nick_name || t('catalogue:comments.anonymous')}</span>
          {c.reply_user && (
            <span>
              {t('catalogue:comments.replyTo')}{' '}
              <span className="comment__name">{c.reply_user.nick_name}</span>
            </span>
          )}
          <time dateTime={c.created_at}>
            {formatRelativeTime(c.created_at, i18n.language === 'en' ? 'en' : 'cn')}
          </time>
          {c.ip_province && <span>{c.ip_province}</span>}
        </p>
        <p className={checked ? 'comment__text' : 'comment__text is-pending'}>
          {checked ? decodeEntities(c.content) : COMMENT_PENDING}
        </p>
        {replies && replies.length > 0 && (
          <ul className="comment__replies">
            {replies.map((r) => (
              <CommentItem key={r.id} c={r} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** A comment box and the newest comments of a course (rt 1) or a lesson (rt 2). */
export function CommentSection({ rt, rid, allowed }: { rt: number; rid: number; allowed: boolean }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  const { pathname, search } = useLocation();
  const { loginClick } = useAuthDialog();
  const list = useCommentsQuery(rt, rid);
  const post = usePostComment(rt, rid);
  const [text, setText] = useState('');
  const [mine, setMine] = useState<TComment[]>([]);
  const fieldId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) {
      toastError(COMMENT_EMPTY);
      return;
    }
    try {
      const created = await post.mutateAsync(content);
      setMine((m) => [{ ...created, is_check: created.is_check ?? 0 }, ...m]);
      setText('');
      toastSuccess(t('catalogue:comments.sent'));
    } catch {
      // The http client showed the server's message.
    }
  };

  const server = list.data?.data ?? [];
  const shown = [...mine.filter((m) => !server.some((s) => s.id === m.id)), ...server];

  return (
    <div className="comments">
      {!allowed ? (
        <p className="comments__closed">{t('catalogue:comments.closed')}</p>
      ) : isLogin ? (
        <form className="comments__form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={fieldId} className="visually-hidden">
            {t('catalogue:comments.label')}
          </label>
          <textarea
            id={fieldId}
            className="comments__input"
            value={text}
            maxLength={COMMENT_MAX}
            rows={3}
            placeholder={t('catalogue:comments.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="comments__actions">
            <span className="comments__count" aria-live="polite">
              {text.length}/{COMMENT_MAX}
            </span>
            <button type="submit" className="btn btn--primary" disabled={post.isPending}>
              {t('catalogue:comments.submit')}
            </button>
          </div>
        </form>
      ) : (
        <p className="comments__login">
          <Link to={loginPathFor(`${pathname}${search}`)} onClick={loginClick}>
            {t('catalogue:comments.login')}
          </Link>
        </p>
      )}

      {list.isPending ? (
        <div className="comments__loading">
          <div className="shimmer skeleton-line" />
          <div className="shimmer skeleton-line" style={{ width: '70%' }} />
        </div>
      ) : shown.length === 0 ? (
        <Empty description={t('catalogue:comments.empty')} />
      ) : (
        <ul className="comments__list">
          {shown.map((c) => (
            <CommentItem key={c.id} c={c} />
          ))}
        </ul>
      )}
    </div>
  );
}
