import { useTranslation } from 'react-i18next';

/**
 * First stop for keyboard users. A button rather than an in-page `#main` link: in hash mode '#main' would be
 * read as a route.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="skip-link"
      onClick={() => {
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {t('app.skipToContent')}
    </button>
  );
}
