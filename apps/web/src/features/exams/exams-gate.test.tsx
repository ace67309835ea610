import type { TNav } from '@shuyuan/contract/system';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { installForEachTest } from '#web-test/fake-api';
import { MemberNav } from '../member/components/member-nav';
import { buildNavEntries, DEFAULT_NAV } from '../system/nav-items';
import { PapersPage } from './pages/papers-page';
import { fakeExamApi } from './test-support/exam-api';
import { renderExam } from './test-support/render-exam';

/*
 * The paper switch (issue 23): while it is off the links to exams are gone and the pages answer not found
 * without asking the exams API; while it is on they are there. The switch is still "not built" in the
 * contract, so on a real site it reads off until it is marked built.
 */

const fake = fakeExamApi();
const examCalls = () => fake.api.calls.filter((c) => c.url.startsWith('/api/v3/exam'));

beforeAll(async () => {
  await initI18n('cn');
});
installForEachTest(fake);

describe('the header menu', () => {
  const nav = (id: number, url: string): TNav =>
    ({ id, sort: id, name: `名${id}`, name_en: '', url, blank: 0, children: [] }) as unknown as TNav;

  it('has 考试 only while the switch is on (default menu and the operator’s)', () => {
    expect(buildNavEntries([], 'cn', { exams: false })).toBe(DEFAULT_NAV);
    expect(buildNavEntries([], 'cn', { exams: true }).map((e) => e.url)).toEqual([
      '/',
      '/courses',
      '/activates',
      '/articles',
      '/exam/papers',
      '/about',
    ]);
    const operator = [nav(1, '/courses'), nav(2, '/exam/papers')];
    expect(buildNavEntries(operator, 'cn', { exams: false }).map((e) => e.url)).toEqual(['/courses']);
    expect(buildNavEntries(operator, 'cn', { exams: true }).map((e) => e.url)).toEqual([
      '/courses',
      '/exam/papers',
    ]);
    expect(buildNavEntries([nav(1, '/courses')], 'cn', { exams: true }).map((e) => e.url)).toEqual([
      '/courses',
      '/exam/papers',
    ]);
  });
});

describe('the member centre', () => {
  it('links 我的考试 only while the switch is on', async () => {
    renderExam('/member', { '/member': <MemberNav /> }, { paper: false });
    expect(await screen.findByRole('link', { name: '我的订单' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '我的考试' })).toBeNull();
  });

  it('shows it when on', async () => {
    renderExam('/member', { '/member': <MemberNav /> }, { paper: true });
    expect((await screen.findByRole('link', { name: '我的考试' })).getAttribute('href')).toBe(
      '/member/exams',
    );
  });
});

describe('the pages', () => {
  it('answer not found while the switch is off, and ask the exams API nothing', async () => {
    renderExam('/exam/papers', { '/exam/papers': <PapersPage /> }, { paper: false });
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    expect(examCalls()).toEqual([]);
  });

  it('show the papers while it is on', async () => {
    renderExam('/exam/papers', { '/exam/papers': <PapersPage /> }, { paper: true });
    expect(await screen.findByRole('heading', { level: 1, name: '在线考试' })).toBeTruthy();
    expect(examCalls().some((c) => c.url === '/api/v3/exam/papers')).toBe(true);
  });
});
