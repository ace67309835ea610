import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chooseLang } from '#lib/i18n/index';
import './language-toggle.css';

/** cn ⇄ en, remembered in localStorage (shuyuan-lang). The target language's name is shown in itself. */
export function LanguageToggle({ block = false }: { block?: boolean }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'cn' : 'en';
  const target = t('header.switchTo');
  return (
    <button
      type="button"
      className={block ? 'lang-toggle lang-toggle--block' : 'lang-toggle'}
      aria-label={`${target} (${t('header.languageLabel')})`}
      title={t('header.languageLabel')}
      onClick={() => chooseLang(next)}
    >
      <GlobalOutlined aria-hidden="true" />
      <span lang={next === 'en' ? 'en' : 'zh-CN'}>{target}</span>
    </button>
  );
}
