import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { installForEachTest } from '#web-test/fake-api';
import { textToHtml } from '../taking/answers';
import { everyType, fakeExamApi, part, question, sheetOf } from '../test-support/exam-api';
import { renderExam } from '../test-support/render-exam';
import { AttemptPage } from './attempt-page';

/* The PC taking page (issue 23, decision 046): resume, save as the member goes, 交卷, and the clock. */

const fake = fakeExamApi();
const api = fake.api;
const RESULT = '/exam/attempts/41/result';
const open = () => renderExam('/exam/attempts/41', { '/exam/attempts/:attemptId': <AttemptPage /> });
const saves = () => api.callsTo('PUT', '/api/v3/exam/attempts/41/answers').map((c) => c.body);
const submits = () => api.callsTo('POST', '/api/v3/exam/attempts/41/submit');
const questionBox = async (id: number) => {
  await screen.findByRole('heading', { level: 1, name: '期中测验' });
  return document.getElementById(`q-${id}`) as HTMLElement;
};
const submitButton = () => screen.getByRole('button', { name: /^交\s?卷$/ });

beforeAll(async () => {
  await initI18n('cn');
});

installForEachTest(fake);
beforeEach(() => {
  api.sheet = sheetOf(everyType());
  api.save = () => ({ code: 0, message: '', data: { saved_at: Date.now() } });
  api.submit = () => ({
    code: 0,
    message: '',
    data: { status: 'graded', score: 12, total_score: 20, passed: true },
  });
});

describe('/exam/attempts/:attemptId', () => {
  it('resumes with every answer the server saved (a reload, another device)', async () => {
    api.sheet = sheetOf([
      question(part(1, 'single', { my_answer: 1 })),
      question(part(2, 'multiple', { my_answer: [0, 2] })),
      question(part(3, 'judge', { my_answer: false })),
      question(part(4, 'fill', { my_answer: ['北京'] })),
      question(part(5, 'short', { my_answer: textToHtml('第一行\n第二行') })),
      question(part(6, 'composite'), [part(61, 'single', { my_answer: 0 }), part(62, 'judge')]),
    ]);
    open();
    const radios = (id: number) =>
      within(document.getElementById(`q-${id}`) as HTMLElement).getAllByRole('radio');
    await questionBox(1);
    expect(radios(1).map((r) => (r as HTMLInputElement).checked)).toEqual([false, true, false]);
    const boxes = within(await questionBox(2)).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false, true]);
    expect(
      (within(await questionBox(3)).getByRole('radio', { name: '错误' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText('第 1 空') as HTMLInputElement).value).toBe('北京');
    expect((screen.getByLabelText('第 2 空') as HTMLInputElement).value).toBe('');
    expect((within(await questionBox(5)).getByRole('textbox') as HTMLTextAreaElement).value).toBe(
      '第一行\n第二行',
    );
    // The composite's first part (61) is its first radio group.
    expect((radios(6)[0] as HTMLInputElement).checked).toBe(true);
    // The composite waits for its second part: five of six are done.
    expect(screen.getByText('已答 5/6')).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('saves a choice at once and typing after a pause, in the shapes the contract takes', async () => {
    open();
    fireEvent.click(within(await questionBox(1)).getAllByRole('radio')[2] as HTMLElement);
    await waitFor(() => expect(saves()).toEqual([{ question_id: 1, answer: 2 }]));
    fireEvent.click(within(await questionBox(2)).getAllByRole('checkbox')[1] as HTMLElement);
    fireEvent.click(within(await questionBox(3)).getByRole('radio', { name: '正确' }));
    fireEvent.change(screen.getByLabelText('第 2 空'), { target: { value: '上' } });
    fireEvent.change(screen.getByLabelText('第 2 空'), { target: { value: '上海' } });
    await waitFor(() =>
      expect(saves()).toEqual([
        { question_id: 1, answer: 2 },
        { question_id: 2, answer: [1] },
        { question_id: 3, answer: true },
        { question_id: 4, answer: ['', '上海'] },
      ]),
    );
    expect(await screen.findByText('答案已保存')).toBeTruthy();
    expect(screen.getByText('已答 4/6')).toBeTruthy();
  });

  it('shows a save that got no answer as failed, retries it, then shows it saved', async () => {
    let n = 0;
    api.save = () => {
      n += 1;
      return n === 1 ? 'offline' : { code: 0, message: '', data: { saved_at: Date.now() } };
    };
    open();
    fireEvent.click(within(await questionBox(6)).getAllByRole('radio')[0] as HTMLElement);
    expect(await screen.findByText('有答案未保存')).toBeTruthy();
    expect(await screen.findByText('答案已保存')).toBeTruthy();
    expect(saves()).toEqual([
      { question_id: 61, answer: 0 },
      { question_id: 61, answer: 0 },
    ]);
  });

  it('交卷 says how many are not answered, sends what is unsaved, submits once and opens the result', async () => {
    open();
    fireEvent.click(within(await questionBox(1)).getAllByRole('radio')[0] as HTMLElement);
    fireEvent.change(within(await questionBox(5)).getByRole('textbox'), { target: { value: '答' } });
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('还有4道题未做，确定交卷吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^交\s?卷$/ }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(RESULT);
    expect(submits()).toHaveLength(1);
    // The typed answer went out before the submit, without waiting for its pause.
    const order = api.calls.map((c) => `${c.method} ${c.body.question_id ?? ''}`);
    expect(order.indexOf('PUT 5')).toBeGreaterThan(-1);
    expect(order.indexOf('PUT 5')).toBeLessThan(order.indexOf('POST '));
  });

  it('submits by itself once when the server’s time is up', async () => {
    const now = Date.now();
    // The device's clock is a minute behind the server's: only the server's counts.
    api.sheet = { ...sheetOf(everyType(), { deadline_at: now + 60_000 + 1_200 }), now: now + 60_000 };
    open();
    await questionBox(1);
    expect(screen.getByRole('timer').textContent).toMatch(/^00:0[12]$/);
    expect((await screen.findByTestId('elsewhere', {}, { timeout: 10_000 })).textContent).toBe(RESULT);
    // One submit brought the member to the result (the page is gone, its clock with it); that the clock
    // fires once at zero is use-deadline.test.tsx's, on fake timers.
    expect(submits()).toHaveLength(1);
  });

  it('goes to the result when a save is refused because the attempt is closed (another device submitted)', async () => {
    api.save = () => ({ code: 1, message: '已交卷，不能再修改答案', data: [] });
    open();
    fireEvent.click(within(await questionBox(1)).getAllByRole('radio')[0] as HTMLElement);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(RESULT);
    expect(submits()).toHaveLength(1);
  });

  it('opens the result of an attempt already submitted', async () => {
    api.sheet = sheetOf(everyType(), { status: 'graded', submitted_at: Date.now() });
    open();
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(RESULT);
    expect(submitButton).toThrow();
  });
});
