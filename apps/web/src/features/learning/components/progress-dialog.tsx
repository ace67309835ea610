import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Empty, Modal, Progress, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '#features/catalogue';
import { useLearnedCourseQuery } from '../api/study';
import { lessonPercent } from '../study-view';
import { ListSkeletonRows } from './study-skeleton';
import '../i18n/register';

/** 学习详情: every lesson of a course with the member's progress in it (/api/v3/member/learned/course/:id). */
export function ProgressDialog({
  course,
  onClose,
}: {
  course: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['translation', 'learning']);
  const d = 'learning:dialog';
  const query = useLearnedCourseQuery(course?.id ?? null);
  const lessons = query.data ?? [];
  return (
    <Modal
      open={course !== null}
      onCancel={onClose}
      title={course ? `${course.title} · ${t(`${d}.title`)}` : t(`${d}.title`)}
      footer={<Button onClick={onClose}>{t(`${d}.close`)}</Button>}
      width={640}
      destroyOnHidden
    >
      {query.isPending ? (
        <ListSkeletonRows rows={4} />
      ) : query.isError ? (
        <Result status="warning" title={t(`${d}.loadFailed`)} />
      ) : lessons.length === 0 ? (
        <Empty description={t(`${d}.empty`)} />
      ) : (
        <table className="progress-table">
          <thead>
            <tr>
              <th scope="col">{t(`${d}.lesson`)}</th>
              <th scope="col">{t(`${d}.duration`)}</th>
              <th scope="col">{t(`${d}.progress`)}</th>
            </tr>
          </thead>
          <tbody>
            {lessons.map((v) => {
              const percent = lessonPercent(v.duration, v.watch_record);
              return (
                <tr key={v.id}>
                  <th scope="row">
                    <Link to={`/courses/video/${v.id}`} onClick={onClose}>
                      {v.title}
                    </Link>
                  </th>
                  <td>{formatDuration(v.duration)}</td>
                  <td>
                    {percent === 100 ? (
                      <span className="progress-table__done">
                        <CheckCircleFilled aria-hidden="true" /> {t(`${d}.watched`)}
                      </span>
                    ) : percent === 0 && !v.watch_record ? (
                      <span className="progress-table__none">{t(`${d}.notStarted`)}</span>
                    ) : (
                      <Progress percent={percent} size="small" strokeColor="#15803d" aria-label={v.title} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
