import { type adminExamGradingQueue, adminGradeExamAnswer } from '@shuyuan/contract/admin-exam-papers';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, InputNumber, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '#shared/rich-text';
import { useAdminWrite } from '../../api/admin-mutation';
import { PAPERS_KEY, plainText } from './paper-queries';
import './i18n/register';

type QueuePage = EndpointData<typeof adminExamGradingQueue>;
type Answer = QueuePage['data'][number]['answers'][number];

/** The queue's pages without this answer, and without its attempt once nothing of it waits. */
function withoutAnswer(page: QueuePage | undefined, answerId: number): QueuePage | undefined {
  if (!page) return page;
  const data = page.data
    .map((a) => ({ ...a, answers: a.answers.filter((w) => w.answer_id !== answerId) }))
    .filter((a) => a.answers.length > 0);
  return { total: page.total - (page.data.length - data.length), data };
}

/**
 * One short answer waiting: the question, what the member wrote (sanitised HTML, drawn by RichText), the
 * bank's reference, and a score from 0 to the question's points. Once 提交评分 is answered the answer leaves
 * the queue at once (the queue is read again after), and its attempt with it when it was the last.
 */
export function GradeAnswer({ answer, queueKey }: { answer: Answer; queueKey: QueryKey }) {
  const { t } = useTranslation('admin-exams');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [score, setScore] = useState<number | null>(null);
  const grade = useAdminWrite(adminGradeExamAnswer, [PAPERS_KEY]);
  const submit = () => {
    if (score === null) return;
    grade.mutate(
      { params: { id: answer.answer_id }, body: { score } },
      {
        onSuccess: (done) => {
          client.setQueriesData<QueuePage>({ queryKey: queueKey }, (old) =>
            withoutAnswer(old, answer.answer_id),
          );
          message.success(
            done.attempt_status === 'graded'
              ? t('grading.attemptGraded', { score: done.attempt_score })
              : t('grading.graded'),
          );
        },
      },
    );
  };
  const label = t('grading.scoreLabel', { max: answer.max_score });
  return (
    // One group per answer, named by its question, so its score box and button say which answer they grade.
    <fieldset
      aria-label={plainText(answer.stem) || t('grading.stem')}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Typography.Text type="secondary">
        {t('grading.stem')} {answer.parent_id > 0 && <Tag>{t('types.composite')}</Tag>}
        {t('grading.maxScore', { max: answer.max_score })}
      </Typography.Text>
      <RichText html={answer.stem} />
      <Row gutter={[16, 8]}>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">{t('grading.answer')}</Typography.Text>
          {answer.answer ? <RichText html={answer.answer} /> : <p>{t('grading.noAnswer')}</p>}
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">{t('grading.reference')}</Typography.Text>
          {answer.reference ? <RichText html={answer.reference} /> : <p>{t('grading.noReference')}</p>}
        </Col>
      </Row>
      <Space wrap style={{ marginTop: 8 }}>
        <InputNumber
          aria-label={label}
          placeholder={t('grading.pickScore')}
          min={0}
          max={answer.max_score}
          step={0.5}
          style={{ width: 140 }}
          value={score}
          onChange={(v) => setScore(typeof v === 'number' ? v : null)}
          onPressEnter={submit}
        />
        <Typography.Text type="secondary">/ {answer.max_score}</Typography.Text>
        <Button type="primary" disabled={score === null} loading={grade.isPending} onClick={submit}>
          {t('grading.submit')}
        </Button>
      </Space>
    </fieldset>
  );
}
