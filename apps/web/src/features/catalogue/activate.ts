import type { getActivate, TActivateItem } from '@shuyuan/contract/activates';
import type { EndpointData } from '@shuyuan/contract/endpoint';

/** An offline course (活动) as listed; times arrive as 'YYYY-MM-DD HH:mm:ss' strings like MeEdu's. */
export type TActivate = TActivateItem;

type TActivateAnswer = EndpointData<typeof getActivate>;

export interface TActivateDetail {
  activate: TActivateAnswer['activate'];
  isEnrolled: boolean;
  isCollect: boolean;
}

export function readActivateDetail(raw: TActivateAnswer): TActivateDetail {
  return { activate: raw.activate, isEnrolled: raw.is_enrolled, isCollect: raw.is_like };
}

/** Seats still free; null when the quota is unlimited. */
export const seatsLeft = (a: Pick<TActivate, 'quota' | 'enrolled_count' | 'seats_left'>): number | null =>
  a.quota > 0 ? (a.seats_left ?? Math.max(0, a.quota - a.enrolled_count)) : null;

export type ActivateStatus = TActivate['state'];

const ms = (s: string) => new Date(s.replace(' ', 'T')).getTime();

/**
 * The server's state (its clock decides); when a page stays open past a deadline the browser's clock moves
 * it on: ended > enrolment closed > full > open.
 */
export function activateStatus(a: TActivate, now = Date.now()): ActivateStatus {
  if (ms(a.ended_at) <= now) return 'ended';
  if (a.state === 'ended') return 'ended';
  if (ms(a.enroll_ended_at || a.started_at) <= now || a.state === 'closed') return 'closed';
  return a.state;
}

/** What the enrol button shows for this visitor. */
export type EnrolState = 'enrolled' | ActivateStatus;

export function enrolState(d: TActivateDetail, now = Date.now()): EnrolState {
  if (d.isEnrolled) return 'enrolled';
  return activateStatus(d.activate, now);
}

/** "11-20 14:00 – 18:00" on one day, "11-20 09:00 – 11-21 17:00" across days (YYYY- when not this year). */
export function formatActivateTime(start: string, end: string, now = new Date()): string {
  const s = new Date(start.replace(' ', 'T'));
  const e = new Date(end.replace(' ', 'T'));
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (d: Date) =>
    `${d.getFullYear() === now.getFullYear() ? '' : `${d.getFullYear()}-`}${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const sameDay = s.toDateString() === e.toDateString();
  return sameDay ? `${day(s)} ${clock(s)} – ${clock(e)}` : `${day(s)} ${clock(s)} – ${day(e)} ${clock(e)}`;
}

export const ACTIVATES_PAGE_SIZE = 12;
