import { wallClockParts } from '@shuyuan/contract';
import { describe, expect, it } from 'vitest';
import { wallClockText } from './wall-clock';

/** What formatDateTime wrote before the per-day offsets: Intl's parts for every call. */
function byIntl(ms: number, zone: string): string {
  const p = wallClockParts(ms, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const HOUR = 3_600_000;
// Zones with daylight saving on either hemisphere, a half-hour change, odd offsets, and a historical rule.
const ZONES = [
  'Asia/Shanghai',
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Africa/Casablanca',
];

/** The instants among `times` where the two disagree (none expected); one assertion for thousands of them. */
function disagreements(zone: string, times: Iterable<number>): string[] {
  const found: string[] = [];
  for (const ms of times) {
    const ours = wallClockText(ms, zone);
    const intl = byIntl(ms, zone);
    if (ours !== intl) found.push(`${zone} ${ms}: ${ours} ≠ ${intl}`);
  }
  return found;
}

function* steps(from: number, to: number, step: number): Generator<number> {
  for (let ms = from; ms <= to; ms += step) yield ms;
}

describe('wallClockText', () => {
  it('writes every instant as Intl does, across two years of daylight-saving changes', () => {
    const start = Date.UTC(2024, 0, 1);
    // Every 97 minutes and 13 s: lands on every hour of the day over two years.
    const times = [...steps(start, start + 2 * 365 * 24 * HOUR, 97 * 60_000 + 13_000)];
    expect(ZONES.flatMap((zone) => disagreements(zone, times))).toEqual([]);
  });

  it('writes the seconds around a change of offset as Intl does', () => {
    const changes = [
      ['Europe/Berlin', Date.UTC(2025, 2, 30, 1)],
      ['Europe/Berlin', Date.UTC(2025, 9, 26, 1)],
      ['America/New_York', Date.UTC(2025, 2, 9, 7)],
      ['America/New_York', Date.UTC(2025, 10, 2, 6)],
      ['Australia/Lord_Howe', Date.UTC(2025, 3, 5, 15)],
      // Shanghai kept daylight saving from 1986 to 1991.
      ['Asia/Shanghai', Date.UTC(1990, 3, 14, 18)],
    ] as const;
    expect(
      changes.flatMap(([zone, at]) => disagreements(zone, steps(at - 2 * HOUR, at + 2 * HOUR, 7_000))),
    ).toEqual([]);
  });

  it('writes old, far and fractional times as Intl does', () => {
    const times = [
      0,
      -1,
      -1500,
      Date.UTC(1900, 0, 1, 12, 0, 0),
      Date.UTC(1901, 0, 1),
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31, 20),
      Date.UTC(2025, 5, 30, 16, 0, 0, 999),
      Date.UTC(2025, 5, 30, 16, 0, 0) + 0.5,
    ];
    expect(ZONES.flatMap((zone) => disagreements(zone, times))).toEqual([]);
  });

  it('refuses what Intl refuses', () => {
    expect(() => wallClockText(Number.NaN, 'UTC')).toThrow(RangeError);
  });
});
