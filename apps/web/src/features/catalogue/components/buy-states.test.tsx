import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract/system';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { createAppStore } from '#lib/store/app-store';
import { saveConfigFuncAction } from '#lib/store/system-config-slice';
import { activateItem } from '#web-test/activate-item';
import { createMemberStore, renderEverywhere } from '#web-test/render-routes';
import type { TActivateDetail } from '../activate';
import type { CourseDetail } from '../course-detail';
import { CourseHero } from './course-hero';
import { EnrolButton } from './enrol-button';

function renderIn(node: ReactNode, { member = false, sellsVip = true } = {}) {
  const store = member ? createMemberStore() : createAppStore();
  store.dispatch(saveConfigFuncAction({ ...DEFAULT_CONFIG_FUNC, vip: sellsVip }));
  renderEverywhere(node, '/courses/detail/1', store);
}

const video = {
  id: 11,
  course_id: 1,
  title: '导学',
  chapter_id: 0,
  duration: 90,
  free_seconds: 0,
  charge: 0,
  is_ban_sell: 0,
  published_at: '2026-11-01 10:00:00',
};

function course(over: Partial<CourseDetail['course']> = {}, isBuy = false): CourseDetail {
  return {
    course: {
      id: 1,
      title: 'Vue 3 从入门到实战',
      slug: 'vue3',
      thumb: '/c.svg',
      charge: 199,
      short_description: '',
      seo_keywords: '',
      seo_description: '',
      published_at: '2026-11-01 10:00:00',
      is_rec: 0,
      is_show: 1,
      user_count: 3,
      category_id: 1,
      is_free: 0,
      is_allow_comment: 1,
      is_vip_free: 0,
      render_desc: '',
      ...over,
    },
    chapters: [],
    videosByChapter: new Map([[0, [video]]]),
    isBuy,
    isCollect: false,
    attachments: [],
    teachers: [],
  };
}

beforeAll(async () => {
  await initI18n('cn');
});

describe('course buy area: buy / VIP / free / bought', () => {
  it('a paid course offers 购买课程￥199, sending an anonymous visitor to log in first', () => {
    renderIn(<CourseHero detail={course()} />);
    const buy = screen.getByRole('link', { name: '购买课程￥199' });
    expect(buy.getAttribute('href')).toMatch(/^\/login\?redirect=%2Forder%3Fgoods_id%3D1%26goods_type%3Dvod/);
    expect(screen.queryByRole('link', { name: /会员免费看/ })).toBeNull();
  });

  it('a member goes straight to /order', () => {
    renderIn(<CourseHero detail={course()} />, { member: true });
    expect(screen.getByRole('link', { name: '购买课程￥199' }).getAttribute('href')).toMatch(
      /^\/order\?goods_id=1/,
    );
  });

  it('a VIP-free course also offers 会员免费看 (→ /vip)', () => {
    renderIn(<CourseHero detail={course({ is_vip_free: 1 })} />);
    expect(screen.getByRole('link', { name: '购买课程￥199' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /会员免费看/ }).getAttribute('href')).toBe('/vip');
  });

  it('with the vip switch off a VIP-free course is only for sale: no 会员免费看, no VIP tag', () => {
    renderIn(<CourseHero detail={course({ is_vip_free: 1 })} />, { sellsVip: false });
    expect(screen.getByRole('link', { name: '购买课程￥199' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /会员免费看/ })).toBeNull();
    expect(screen.queryByText('会员免费')).toBeNull();
  });

  it('a free course says 本课程免费 and offers the first lesson', () => {
    renderIn(<CourseHero detail={course({ is_free: 1, charge: 0 })} />);
    expect(screen.getByText('本课程免费')).toBeTruthy();
    expect(screen.getByRole('link', { name: /开始学习/ }).getAttribute('href')).toBe('/courses/video/11');
    expect(screen.queryByRole('link', { name: /购买课程/ })).toBeNull();
  });

  it('a bought course says 课程已购买, with no buy button', () => {
    renderIn(<CourseHero detail={course({}, true)} />, { member: true });
    expect(screen.getByText(/课程已购买/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /购买课程/ })).toBeNull();
    expect(screen.getByRole('link', { name: /开始学习/ })).toBeTruthy();
  });

  it('the favourite star shows its state', () => {
    renderIn(<CourseHero detail={{ ...course(), isCollect: true }} />, { member: true });
    expect(screen.getByRole('button', { name: /已收藏/ }).getAttribute('aria-pressed')).toBe('true');
  });
});

function activate(over: Partial<TActivateDetail['activate']> = {}, isEnrolled = false): TActivateDetail {
  return {
    activate: {
      ...activateItem({
        id: 3,
        address: '',
        started_at: '2099-12-01 14:00:00',
        ended_at: '2099-12-01 18:00:00',
        enroll_ended_at: '2099-11-30 23:00:00',
        enrolled_count: 10,
        seats_left: 70,
      }),
      render_desc: '',
      ...over,
    },
    isEnrolled,
    isCollect: false,
  };
}

describe('offline course enrol button states', () => {
  const noop = async () => undefined;
  it('free and open: 免费报名', () => {
    renderIn(<EnrolButton detail={activate()} enrol={noop} pending={false} />);
    expect(screen.getByRole('button', { name: '免费报名' })).toBeTruthy();
  });
  it('paid and open: 立即报名 ￥1299 through /order', () => {
    renderIn(<EnrolButton detail={activate({ charge: 1299, is_free: 0 })} enrol={noop} pending={false} />, {
      member: true,
    });
    expect(screen.getByRole('link', { name: '立即报名 ￥1299' }).getAttribute('href')).toMatch(
      /^\/order\?goods_id=3&goods_type=activate/,
    );
  });
  it('enrolled, full, closed and ended are shown and cannot be clicked', () => {
    renderIn(<EnrolButton detail={activate({}, true)} enrol={noop} pending={false} />);
    expect(screen.getByText(/已报名/)).toBeTruthy();
  });
  it.each([
    [{ state: 'full' as const, seats_left: 0, enrolled_count: 80 }, '名额已满'],
    [{ state: 'closed' as const }, '报名已截止'],
    [{ state: 'ended' as const, ended_at: '2020-01-01 00:00:00' }, '活动已结束'],
  ])('%o → %s', (over, text) => {
    renderIn(<EnrolButton detail={activate(over)} enrol={noop} pending={false} />);
    expect((screen.getByRole('button', { name: text }) as HTMLButtonElement).disabled).toBe(true);
  });
});
