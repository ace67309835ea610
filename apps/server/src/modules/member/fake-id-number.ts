import { randomInt } from 'node:crypto';

/** A made-up mainland ID number with a valid GB 11643 check digit (for the simulator's prefilled form). */

const REGIONS = ['110105', '310104', '440305', '330106', '510107', '420106'];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idNumberCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

export function fakeIdNumber(): string {
  const from = Date.UTC(1970, 0, 1);
  const to = Date.UTC(2004, 11, 31);
  const birth = new Date(from + randomInt(0, Math.floor((to - from) / 86_400_000)) * 86_400_000);
  const date = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `${REGIONS[randomInt(REGIONS.length)]}${date}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return `${first17}${idNumberCheckDigit(first17)}`;
}
