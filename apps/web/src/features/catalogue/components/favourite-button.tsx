import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '#features/auth';
import { toastSuccess } from '#lib/notify';
import './course-hero.css';
import '../i18n/register';

/**
 * The favourite star (upstream: toasts 已收藏 / 取消收藏; anonymous visitors get the login dialog).
 * `toggle` resolves with 1 when the item is now a favourite.
 */
export function FavouriteButton({
  liked,
  toggle,
  pending,
}: {
  liked: boolean;
  toggle: () => Promise<number | boolean>;
  pending: boolean;
}) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const { gate } = useAuthDialog();
  const onClick = async () => {
    if (!gate()) return;
    try {
      const now = await toggle();
      toastSuccess(now === 1 || now === true ? t('catalogue:liked') : t('catalogue:unliked'));
    } catch {
      // The http client already showed the server's message.
    }
  };
  return (
    <button
      type="button"
      className={liked ? 'btn fav-button is-on' : 'btn fav-button'}
      aria-pressed={liked}
      disabled={pending}
      onClick={() => void onClick()}
    >
      {liked ? <StarFilled aria-hidden="true" /> : <StarOutlined aria-hidden="true" />}
      <span>{liked ? t('catalogue:likedLabel') : t('catalogue:like')}</span>
    </button>
  );
}
