import { ArrowLeftOutlined } from '@ant-design/icons';
import { adminExamGradingQueue } from '@shuyuan/contract/admin-exam-papers';
import { Alert, Button, Card, Divider, Empty, Pagination, Space, Spin, Tag, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useListQuery } from '../../kit/list-source';
import { GradeAnswer } from './grade-answer';
import { gradingKey, paperIdOf, usePaper } from './paper-queries';
import './i18n/register';
import { formatDateTime } from '#shared/time';

const PAGE_SIZE = 10;

/**
 * /admin/exam/papers/:id/grading: the paper's attempts waiting for a grader, first submitted first, each a
 * card of its short answers to score. An attempt leaves the queue once its last answer is graded.
 */
export function GradingPage() {
  const { t } = useTranslation('admin-exams');
  const id = paperIdOf(useParams().id);
  if (id === null) return <Alert type="error" showIcon title={t('papers.notFound')} />;
  return <GradingQueue id={id} />;
}

function GradingQueue({ id }: { id: number }) {
  const { t } = useTranslation('admin-exams');
  const navigate = useNavigate();
  const paper = usePaper(id);
  const queue = useListQuery({
    list: adminExamGradingQueue,
    queryKey: gradingKey(id),
    params: { id },
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <div className="admin-page-head">
        <Space size={12} wrap>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('grading.back')}
            onClick={() => navigate(`/admin/exam/papers/${id}`)}
          />
          <Typography.Title level={3}>
            {paper.data ? t('grading.of', { title: paper.data.title }) : t('grading.page')}
          </Typography.Title>
        </Space>
      </div>
      {queue.error && <Alert type="error" showIcon title={queue.error.message} />}
      {queue.isLoading && <Spin style={{ display: 'block', margin: 80 }} />}
      {!queue.isLoading && !queue.error && queue.rows.length === 0 && (
        <Empty description={t('grading.empty')} />
      )}
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {queue.rows.map((a) => (
          <Card
            key={a.attempt_id}
            size="small"
            title={
              <Space wrap>
                <span>{a.nick_name || `#${a.user_id}`}</span>
                <Tag>{t('grading.attemptNo', { n: a.attempt_no })}</Tag>
              </Space>
            }
            extra={
              <Typography.Text type="secondary">
                {t('grading.waitingCount', { count: a.answers.length })}
              </Typography.Text>
            }
          >
            <Typography.Paragraph type="secondary">
              {a.submitted_at !== null && `${t('grading.submittedAt')} ${formatDateTime(a.submitted_at)} · `}
              {t('grading.scoreSoFar')} {a.score}
            </Typography.Paragraph>
            {a.answers.map((w, n) => (
              <Fragment key={w.answer_id}>
                {n > 0 && <Divider />}
                <GradeAnswer answer={w} queueKey={gradingKey(id)} />
              </Fragment>
            ))}
          </Card>
        ))}
      </Space>
      {queue.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={queue.page}
          pageSize={PAGE_SIZE}
          total={queue.total}
          onChange={queue.setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
