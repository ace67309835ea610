import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { toastSuccess } from '../../../app/notify';
import { loginPathFor } from '../../auth/redirect-target';
import './course-hero.css';

/**
 * The favourite star (upstream: toasts 已收藏 / 取消收藏; anonymous visitors go to /login?redirect=).
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
  const { t } = useTranslation();
  const isLogin = useAppSelector((s) => s.loginUser.isLogin);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onClick = async () => {
    if (!isLogin) {
      navigate(loginPathFor(`${pathname}${search}`));
      return;
    }
    try {
      const now = await toggle();
      toastSuccess(now === 1 || now === true ? t('catalogue.liked') : t('catalogue.unliked'));
    } catch {
      // The http client already showed the server's message.
    }
  };
  return (
    <button
      type="button"
      className={liked ? 'fav-button is-on' : 'fav-button'}
      aria-pressed={liked}
      disabled={pending}
      onClick={() => void onClick()}
    >
      {liked ? <StarFilled aria-hidden="true" /> : <StarOutlined aria-hidden="true" />}
      <span>{liked ? t('catalogue.likedLabel') : t('catalogue.like')}</span>
    </button>
  );
}
