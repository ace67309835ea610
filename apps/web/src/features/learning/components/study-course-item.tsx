import { CheckCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { getCertificate } from '@shuyuan/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageHref } from '#lib/i18n/index';
import { useFeature } from '#lib/store/features';
import { LinkButton } from '#shared/link-button';
import { fetchCertificate, type StudyScene } from '../api/study';
import type { StudyCard } from '../study-view';
import '../i18n/register';

/** 查看证书: a real link to the printable certificate, asked for only for a finished course. */
function CertificateLink({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation(['translation', 'learning']);
  const cert = useQuery({
    queryKey: [getCertificate.id, courseId],
    queryFn: () => fetchCertificate(courseId),
    retry: false,
  });
  if (!cert.data) return null;
  return (
    <a
      className="study-item__cert"
      href={pageHref(cert.data.url, i18n.language)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <SafetyCertificateOutlined aria-hidden="true" /> {t('learning:study.certificate')}
    </a>
  );
}

const DATE_KEY = { learning: 'learnedAt', bought: 'boughtAt', liked: 'likedAt' } as const;

/** One course of the study centre: cover, title, 已学完 N课时 / 共 M课时, progress, continue, details. */
export function StudyCourseItem({
  card,
  scene,
  onDetails,
}: {
  card: StudyCard;
  scene: StudyScene;
  onDetails: () => void;
}) {
  const { t } = useTranslation(['translation', 'learning']);
  const s = 'learning:study';
  const titleId = `study-course-${card.courseId}`;
  const certOn = useFeature('cert');
  return (
    <li className="study-item" aria-labelledby={titleId}>
      <Link
        to={`/courses/detail/${card.courseId}`}
        className="study-item__thumb"
        tabIndex={-1}
        aria-hidden="true"
      >
        {card.thumb ? <img src={card.thumb} alt="" loading="lazy" /> : <span>{card.title.slice(0, 2)}</span>}
      </Link>
      <div className="study-item__body">
        <h2 id={titleId} className="study-item__title">
          <Link to={`/courses/detail/${card.courseId}`}>{card.title}</Link>
          {card.finished && (
            <span className="study-item__finished">
              <CheckCircleFilled aria-hidden="true" /> {t(`${s}.finished`)}
            </span>
          )}
        </h2>
        <p className="study-item__meta">
          <span>{t(`${s}.learnedOf`, { learned: card.learned, total: card.total })}</span>
          <span className="study-item__date">{t(`${s}.${DATE_KEY[scene]}`, { date: card.date })}</span>
        </p>
        <Progress
          className="study-item__progress"
          percent={card.progress}
          size="small"
          strokeColor="#15803d"
          aria-label={t(`${s}.progressLabel`, { title: card.title })}
        />
      </div>
      <div className="study-item__actions">
        <LinkButton to={card.continueTo} type="primary">
          {card.started ? t(`${s}.continue`) : t(`${s}.start`)}
        </LinkButton>
        <Button onClick={onDetails}>{t(`${s}.details`)}</Button>
        {card.finished && certOn && <CertificateLink courseId={card.courseId} />}
      </div>
    </li>
  );
}
