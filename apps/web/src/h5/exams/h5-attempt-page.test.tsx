import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { installForEachTest } from '#web-test/fake-api';
import { everyType, fakeExamApi, sheetOf } from '../../features/exams/test-support/exam-api';
import { renderExam } from '../../features/exams/test-support/render-exam';
import { registerH5Strings } from '../i18n/register';
import { H5AttemptPage } from './h5-attempt-page';

/* /h5's taking page: one question a screen, the sheet in a drawer, the same saving and 交卷 as the PC page. */

const fake = fakeExamApi();
const api = fake.api;
const saves = () => api.callsTo('PUT', '/api/v3/exam/attempts/41/answers').map((c) => c.body);
const shown = () => [...document.querySelectorAll('article.exam-question')].map((a) => a.id);

beforeAll(async () => {
  registerH5Strings();
  await initI18n('cn');
});
installForEachTest(fake);
beforeEach(() => {
  api.sheet = sheetOf(everyType());
});

describe('/h5/exam/attempts/:attemptId', () => {
  it('shows one question at a time, moves by 下一题 and by the sheet, saves, and submits once', async () => {
    renderExam('/h5/exam/attempts/41', { '/h5/exam/attempts/:attemptId': <H5AttemptPage /> });
    await screen.findByText('1 / 6', { exact: false });
    expect(shown()).toEqual(['q-1']);
    fireEvent.click(screen.getByRole('button', { name: /下一题/ }));
    expect(shown()).toEqual(['q-2']);

    fireEvent.click(screen.getByRole('button', { name: /答题卡/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: '第 3 题，未答' }));
    await waitFor(() => expect(shown()).toEqual(['q-3']));
    fireEvent.click(screen.getByRole('radio', { name: '正确' }));
    await waitFor(() => expect(saves()).toEqual([{ question_id: 3, answer: true }]));

    fireEvent.click(screen.getByRole('button', { name: /答题卡/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '第 6 题，未答' }));
    await waitFor(() => expect(shown()).toEqual(['q-6']));
    fireEvent.click(screen.getByRole('button', { name: '交卷' }));
    const confirm = await screen.findByText('还有5道题未做，确定交卷吗？');
    fireEvent.click(
      within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /^交\s?卷$/ }),
    );
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/h5/exam/attempts/41/result');
    expect(api.callsTo('POST', '/api/v3/exam/attempts/41/submit')).toHaveLength(1);
  });
});
