import { SearchOutlined } from '@ant-design/icons';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastError, warmUpToasts } from '#lib/notify';
import './header-search.css';

/**
 * Spec §2: empty → 请输入关键字后再搜索, else /search?keywords=…
 * A native form (antd Input would bring its form machinery into every first load).
 */
export function HeaderSearch({ onDone, className }: { onDone?: () => void; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('keywords') ?? '');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keywords = value.trim();
    if (!keywords) {
      toastError(t('header.searchEmpty'));
      return;
    }
    navigate(`/search?keywords=${encodeURIComponent(keywords)}`);
    onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not in Safari before 17; the role works everywhere
    <form
      role="search"
      className={className ? `header-search ${className}` : 'header-search'}
      onSubmit={submit}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        className="header-search__input"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onFocus={warmUpToasts}
        placeholder={t('header.searchPlaceholder')}
        maxLength={64}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="header-search__button" aria-label={t('header.searchButton')}>
        <SearchOutlined aria-hidden="true" />
      </button>
    </form>
  );
}
