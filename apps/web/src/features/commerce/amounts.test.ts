import { describe, expect, it } from 'vitest';
import { amountDue, promoDiscount, readAmount } from './amounts';

describe('promoDiscount', () => {
  it('takes the reward off, never more than the price', () => {
    expect(promoDiscount(199, 10)).toBe(10);
    expect(promoDiscount(29, 50)).toBe(29);
    expect(promoDiscount(49.9, 12.5)).toBe(12.5);
    expect(promoDiscount(10, -5)).toBe(0);
  });
});

describe('amountDue', () => {
  it('subtracts in fen, so no float dust shows', () => {
    expect(amountDue(49.9, 10)).toBe(39.9);
    expect(amountDue(0.3, 0.1)).toBe(0.2);
    expect(amountDue(199, 0)).toBe(199);
  });

  it('never goes below zero', () => {
    expect(amountDue(29, 50)).toBe(0);
  });
});

describe('readAmount', () => {
  it('reads plain yuan amounts', () => {
    expect(readAmount('189')).toBe(189);
    expect(readAmount('39.9')).toBe(39.9);
    expect(readAmount('0')).toBe(0);
  });

  it('refuses anything else', () => {
    expect(readAmount(null)).toBeNull();
    expect(readAmount('')).toBeNull();
    expect(readAmount('-1')).toBeNull();
    expect(readAmount('1e9')).toBeNull();
    expect(readAmount('12.345')).toBeNull();
    expect(readAmount('abc')).toBeNull();
  });
});
