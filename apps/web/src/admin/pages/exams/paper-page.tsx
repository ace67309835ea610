import { ArrowLeftOutlined, AuditOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paperIdOf, usePaper } from './paper-queries';
import { PaperQuestions } from './paper-questions';
import { PublishButton } from './publish-button';
import './i18n/register';

/** /admin/exam/papers/:id: the paper's head (state, 发布/下架, 阅卷) and its questions. */
export function PaperPage() {
  const { t } = useTranslation('admin-exams');
  const navigate = useNavigate();
  const id = paperIdOf(useParams().id);
  const paper = usePaper(id);
  const back = (
    <Button
      type="text"
      icon={<ArrowLeftOutlined />}
      aria-label={t('paperQuestions.back')}
      onClick={() => navigate('/admin/exam/papers')}
    />
  );

  if (id === null || paper.error)
    return (
      <>
        <div className="admin-page-head">{back}</div>
        <Alert type="error" showIcon title={paper.error?.message ?? t('papers.notFound')} />
      </>
    );
  if (!paper.data) return <Spin style={{ display: 'block', margin: 80 }} />;
  const p = paper.data;

  return (
    <>
      <div className="admin-page-head">
        <Space size={12} wrap>
          {back}
          <Typography.Title level={3}>{p.title}</Typography.Title>
          {p.is_published ? (
            <Tag color="success">{t('papers.published')}</Tag>
          ) : (
            <Tag>{t('papers.unpublished')}</Tag>
          )}
        </Space>
        <Space wrap>
          <Badge count={p.grading_count} size="small">
            <Button icon={<AuditOutlined />} onClick={() => navigate(`/admin/exam/papers/${p.id}/grading`)}>
              {t('papers.grading')}
            </Button>
          </Badge>
          <PublishButton paper={p} />
        </Space>
      </div>
      <Typography.Paragraph type="secondary">
        {t('paperQuestions.summary', { count: p.questions_count, total: p.total_score, pass: p.pass_score })}
        {' · '}
        {t('paperQuestions.attempts', { count: p.attempts_count })}
      </Typography.Paragraph>
      <PaperQuestions key={p.id} paper={p} />
    </>
  );
}
