import { describe, expect, it } from 'vitest';
import { activateItem } from '#web-test/activate-item';
import { activateStatus, enrolState, formatActivateTime, seatsLeft } from './activate';

const now = new Date(2026, 10, 22, 12, 0, 0).getTime();
const a = activateItem;

describe('offline course state', () => {
  it('follows the server state while the deadlines are ahead', () => {
    expect(activateStatus(a(), now)).toBe('open');
    expect(activateStatus(a({ state: 'full', seats_left: 0 }), now)).toBe('full');
  });
  it('moves on by the clock once a deadline passes while the page is open', () => {
    expect(activateStatus(a({ enroll_ended_at: '2026-11-22 11:59:59' }), now)).toBe('closed');
    expect(activateStatus(a({ ended_at: '2026-11-22 11:00:00' }), now)).toBe('ended');
  });
  it('says enrolled for a member who enrolled, whatever the seats', () => {
    expect(
      enrolState(
        { activate: { ...a({ state: 'full' }), render_desc: '' }, isEnrolled: true, isCollect: false },
        now,
      ),
    ).toBe('enrolled');
  });
  it('counts seats left, null when unlimited', () => {
    expect(seatsLeft(a())).toBe(24);
    expect(seatsLeft(a({ quota: 0, seats_left: null }))).toBeNull();
  });
});

describe('formatActivateTime', () => {
  const today = new Date(2026, 10, 22);
  it('shows one day with two clocks, or two days', () => {
    expect(formatActivateTime('2026-12-01 14:00:00', '2026-12-01 18:00:00', today)).toBe(
      '12-01 14:00 – 18:00',
    );
    expect(formatActivateTime('2026-12-05 09:00:00', '2026-12-06 17:30:00', today)).toBe(
      '12-05 09:00 – 12-06 17:30',
    );
  });
  it('adds the year when it is not this year', () => {
    expect(formatActivateTime('2027-01-03 09:00:00', '2027-01-03 12:00:00', today)).toBe(
      '2027-01-03 09:00 – 12:00',
    );
  });
});
