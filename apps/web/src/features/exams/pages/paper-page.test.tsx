import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract/system';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { createAppStore } from '#lib/store/app-store';
import { saveConfigFuncAction } from '#lib/store/system-config-slice';
import { installForEachTest } from '#web-test/fake-api';
import { renderRoutes } from '#web-test/render-routes';
import cn from '../i18n/cn.json';
import { fakeExamApi, paperDetailOf } from '../test-support/exam-api';
import { renderExam } from '../test-support/render-exam';
import { PaperPage } from './paper-page';

/* The PC paper page's action (issue 23): a paid paper is bought through /order (goods kind PAPER) first. */

const P = cn.paper;
const fake = fakeExamApi();
const api = fake.api;
const open = () => renderExam('/exam/papers/3', { '/exam/papers/:paperId': <PaperPage /> });

beforeAll(async () => {
  await initI18n('cn');
});
installForEachTest(fake);

describe('/exam/papers/:paperId: buying a paid paper', () => {
  it('offers 购买试卷 with the price for a paid paper not bought, leading to the order page for it', async () => {
    api.paper = paperDetailOf(99);
    const { router } = open();
    const buy = await screen.findByRole('link', { name: '购买试卷 ￥99' });
    expect(buy.getAttribute('href')).toBe('/order?goods_type=paper&goods_id=3');
    expect(screen.queryByRole('button', { name: P.start })).toBeNull();
    fireEvent.click(buy);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(router.state.location.search).toBe('?goods_type=paper&goods_id=3');
  });

  it('offers 开始考试 once the paper is bought', async () => {
    api.paper = paperDetailOf(99, { is_bought: true });
    open();
    expect(await screen.findByRole('button', { name: P.start })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /购买试卷/ })).toBeNull();
  });

  it('does not sell a closed paper: 开始考试 stays off', async () => {
    api.paper = paperDetailOf(99, {}, { ends_at: Date.now() - 60_000 });
    open();
    const start = await screen.findByRole('button', { name: P.start });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: /购买试卷/ })).toBeNull();
  });

  it('leaves a free paper as it was: 开始考试', async () => {
    api.paper = paperDetailOf(0);
    open();
    expect(await screen.findByRole('button', { name: P.start })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /购买试卷/ })).toBeNull();
  });

  it('gives a visitor the way to log in, not to buy', async () => {
    api.paper = paperDetailOf(99);
    const visitor = createAppStore();
    visitor.dispatch(saveConfigFuncAction({ ...DEFAULT_CONFIG_FUNC, paper: true }));
    renderRoutes([{ path: '/exam/papers/:paperId', element: <PaperPage /> }], '/exam/papers/3', visitor);
    const login = await screen.findByRole('link', { name: P.loginToStart });
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/exam/papers/3')}`);
    expect(screen.queryByRole('link', { name: /购买试卷/ })).toBeNull();
  });
});
