import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract/system';
import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '#lib/http';
import { initI18n } from '#lib/i18n/index';
import { createAppStore } from '#lib/store/app-store';
import { saveConfigFuncAction } from '#lib/store/system-config-slice';
import { renderEverywhere } from '#web-test/render-routes';
import type { StudyCard } from '../study-view';
import { StudyCourseItem } from './study-course-item';

/* The cert switch in the study centre (decision 031): 查看证书 only while certificates are on. */

const finished: StudyCard = {
  courseId: 5,
  title: '线性代数入门',
  thumb: '',
  learned: 3,
  total: 3,
  progress: 100,
  finished: true,
  continueTo: '/courses/video/9',
  started: true,
  date: '2026-11-20',
};

const asked: string[] = [];
const real = http.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  asked.push(config.url ?? '');
  const data = { code: 0, message: '', data: { code: 'ABCDEFGHJKMNPQRS', url: 'http://x/certificate/A' } };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

function renderItem(cert: boolean) {
  const store = createAppStore();
  store.dispatch(saveConfigFuncAction({ ...DEFAULT_CONFIG_FUNC, cert }));
  const element = <StudyCourseItem card={finished} scene="bought" onDetails={() => undefined} />;
  renderEverywhere(element, '/member/study', store);
}

beforeAll(async () => {
  await initI18n('cn');
  http.defaults.adapter = adapter;
});
afterEach(() => {
  asked.length = 0;
});
afterAll(() => {
  http.defaults.adapter = real;
});

describe('study centre certificate link', () => {
  it('with certificates on, a finished course links to its certificate, in the interface language', async () => {
    renderItem(true);
    expect((await screen.findByRole('link', { name: /查看证书/ })).getAttribute('href')).toBe(
      'http://x/certificate/A?lang=cn',
    );
    expect(asked).toEqual(['/api/v3/member/certificate/5']);
  });

  it('with certificates off, it shows none and never asks for one', async () => {
    renderItem(false);
    await screen.findByRole('link', { name: /继续学习/ });
    expect(screen.queryByRole('link', { name: /查看证书/ })).toBeNull();
    expect(asked).toEqual([]);
  });
});
