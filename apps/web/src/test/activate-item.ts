import type { TActivateItem } from '@shuyuan/contract';

/**
 * An offline course as the API lists it: 北京's free Vue 沙龙, open, 24 of 80 seats left, on 2026-12-01.
 * Tests override what they look at.
 */
export function activateItem(over: Partial<TActivateItem> = {}): TActivateItem {
  return {
    id: 1,
    title: 'Vue 沙龙',
    thumb: '',
    short_description: '',
    address: '中关村大街 11 号',
    city: '北京',
    started_at: '2026-12-01 14:00:00',
    ended_at: '2026-12-01 18:00:00',
    enroll_ended_at: '2026-11-30 23:59:59',
    quota: 80,
    enrolled_count: 56,
    seats_left: 24,
    charge: 0,
    is_free: 1,
    category_id: 1,
    category: null,
    published_at: '2026-11-01 00:00:00',
    state: 'open',
    ...over,
  };
}
