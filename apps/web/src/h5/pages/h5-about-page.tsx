import { useAboutHtmlQuery } from '#features/content';
import { useAppSelector } from '#lib/store/app-store';
import { RichText } from '#shared/rich-text';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

/** /h5/about: the site's about page (config.aboutus), as the desktop /about shows it. */
export function H5AboutPage() {
  const { t } = useH5Translation();
  const config = useAppSelector((s) => s.systemConfig.config);
  const url = config?.aboutus || undefined;
  const about = useAboutHtmlQuery(url);

  let body = <H5ListSkeleton rows={4} />;
  if (config && (!url || (about.isSuccess && !about.data))) body = <H5Empty text={t('about.empty')} />;
  else if (about.isError)
    body = (
      <H5Empty
        text={t('h5:loadFailed')}
        action={
          <button type="button" className="h5-btn" onClick={() => void about.refetch()}>
            {t('h5:retry')}
          </button>
        }
      />
    );
  else if (config && about.data)
    body = (
      <article className="h5-card h5-read">
        {config.name && <p className="h5-read__site">{config.name}</p>}
        <RichText html={about.data} className="h5-rich" imageAlt={config.name} />
      </article>
    );
  return (
    <H5Screen title={t('about.heading')} back="/h5">
      {body}
    </H5Screen>
  );
}
