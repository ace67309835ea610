import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { adminSetExamPaperQuestions } from '@shuyuan/contract/admin-exam-papers';
import type { TAdminQuestion } from '@shuyuan/contract/admin-exams';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { RowButton } from '../../kit/row-actions';
import { ScrollBox } from '../../kit/scroll-box';
import { PAPERS_KEY, type PaperDetail, paperKey, plainText } from './paper-queries';
import { QuestionPicker } from './question-picker';
import './i18n/register';
import { STEM_COLUMN_WIDTH } from './stem-column';

/*
 * A paper's questions as a list being edited: order (arrows), the paper's score of each (empty: the bank's;
 * none for a composite, whose score is its sub-questions'), remove, add from the bank, with the running total.
 * The server takes the whole list at once (adminSetExamPaperQuestions), so edits stay here until 保存试题.
 * A paper with attempts keeps its questions: the list is read-only and says why.
 */

interface Item {
  question_id: number;
  type: PaperDetail['questions'][number]['type'];
  stem: string;
  question_score: number;
  /** The paper's score; 0: the bank's. */
  override: number;
}

const fromPaper = (questions: PaperDetail['questions']): Item[] =>
  questions.map((q) => ({ ...q, override: q.overridden ? q.score : 0 }));
const fromBank = (q: TAdminQuestion): Item => ({
  question_id: q.id,
  type: q.type,
  stem: q.stem,
  question_score: q.score,
  override: 0,
});
const scoreOf = (i: Item) => (i.override > 0 && i.type !== 'composite' ? i.override : i.question_score);
/** How the server will show the saved list (so the page shows it at once, without a flash of the old one). */
const toView = (i: Item) => ({
  question_id: i.question_id,
  type: i.type,
  stem: i.stem,
  score: scoreOf(i),
  question_score: i.question_score,
  overridden: i.override > 0 && i.type !== 'composite',
});

export function PaperQuestions({ paper }: { paper: PaperDetail }) {
  const { t } = useTranslation('admin-exams');
  const { message } = App.useApp();
  const client = useQueryClient();
  const locked = paper.attempts_count > 0;
  const [draft, setDraft] = useState<Item[] | null>(null);
  const [picking, setPicking] = useState(false);
  const items = draft ?? fromPaper(paper.questions);
  const total = items.reduce((sum, i) => sum + scoreOf(i), 0);
  const save = useAdminWrite(adminSetExamPaperQuestions, [PAPERS_KEY], t('paperQuestions.saved'));

  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    setDraft(next);
  };
  const patch = (index: number, override: number) =>
    setDraft(items.map((i, n) => (n === index ? { ...i, override } : i)));
  const add = (picked: TAdminQuestion[]) => {
    setDraft([...items, ...picked.map(fromBank)]);
    message.success(t('picker.added', { count: picked.length }));
  };
  const submit = () => {
    const saved = items;
    save.mutate(
      {
        params: { id: paper.id },
        body: { questions: saved.map((i) => ({ question_id: i.question_id, score: i.override })) },
      },
      {
        onSuccess: (totals) => {
          client.setQueryData<PaperDetail>(
            paperKey(paper.id),
            (old) => old && { ...old, ...totals, questions: saved.map(toView) },
          );
          setDraft(null);
        },
      },
    );
  };

  return (
    <>
      {locked && (
        <Alert
          type="warning"
          showIcon
          title={t('paperQuestions.locked')}
          description={t('paperQuestions.lockedHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <div className="admin-toolbar" style={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Button icon={<PlusOutlined />} disabled={locked} onClick={() => setPicking(true)}>
          {t('paperQuestions.add')}
        </Button>
        <Space wrap>
          <Typography.Text strong>
            {t('paperQuestions.total', { count: items.length, total })}
          </Typography.Text>
          {draft && <Tag color="orange">{t('paperQuestions.unsaved')}</Tag>}
          {draft && <Button onClick={() => setDraft(null)}>{t('paperQuestions.reset')}</Button>}
          <Button type="primary" disabled={!draft || locked} loading={save.isPending} onClick={submit}>
            {t('paperQuestions.save')}
          </Button>
        </Space>
      </div>
      {paper.pass_score > total && items.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('paperQuestions.passAbove', { pass: paper.pass_score, total })}
          style={{ marginBottom: 16 }}
        />
      )}
      <ScrollBox>
        <Table<Item>
          rowKey="question_id"
          dataSource={items}
          pagination={false}
          locale={{ emptyText: t('paperQuestions.empty') }}
          columns={[
            {
              title: t('paperQuestions.order'),
              key: 'order',
              width: 110,
              render: (_, _i, n) => (
                <Space size={2}>
                  <span style={{ minWidth: 24, display: 'inline-block' }}>{n + 1}</span>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('paperQuestions.up')}
                    disabled={locked || n === 0}
                    onClick={() => move(n, n - 1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('paperQuestions.down')}
                    disabled={locked || n === items.length - 1}
                    onClick={() => move(n, n + 1)}
                  />
                </Space>
              ),
            },
            {
              title: t('paperQuestions.type'),
              key: 'type',
              width: 90,
              render: (_, i) => <Tag>{t(`types.${i.type}`)}</Tag>,
            },
            {
              title: t('paperQuestions.stem'),
              key: 'stem',
              width: STEM_COLUMN_WIDTH,
              ellipsis: true,
              render: (_, i) => plainText(i.stem),
            },
            { title: t('paperQuestions.bankScore'), dataIndex: 'question_score', width: 90 },
            {
              title: t('paperQuestions.score'),
              key: 'score',
              width: 120,
              render: (_, i, n) => (
                <InputNumber
                  size="small"
                  min={1}
                  max={100}
                  precision={0}
                  style={{ width: 90 }}
                  aria-label={t('paperQuestions.scoreOf', { n: n + 1 })}
                  title={t('paperQuestions.scoreHint')}
                  placeholder={String(i.question_score)}
                  disabled={locked || i.type === 'composite'}
                  value={i.type === 'composite' || i.override === 0 ? null : i.override}
                  onChange={(v) => patch(n, typeof v === 'number' ? v : 0)}
                />
              ),
            },
            {
              title: t('paperQuestions.remove'),
              key: 'remove',
              width: 80,
              render: (_, _i, n) => (
                <RowButton
                  danger
                  disabled={locked}
                  onClick={() => setDraft(items.filter((_x, k) => k !== n))}
                >
                  {t('paperQuestions.remove')}
                </RowButton>
              ),
            },
          ]}
        />
      </ScrollBox>
      {picking && (
        <QuestionPicker
          held={new Set(items.map((i) => i.question_id))}
          onAdd={add}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
