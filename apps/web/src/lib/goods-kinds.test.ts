import { describe, expect, it } from 'vitest';
import { asGoodsType, GOODS_KINDS, goodsMobilePath, goodsPagePath } from './goods-kinds';

describe('goods kinds', () => {
  it('knows where each kind of goods lives', () => {
    expect(goodsPagePath({ type: 'COURSE', id: 5 })).toBe('/courses/detail/5');
    expect(goodsPagePath({ type: 'ACTIVATE', id: 6 })).toBe('/activates/detail/6');
    expect(goodsPagePath({ type: 'ROLE', id: 1 })).toBe('/vip');
    expect(goodsPagePath({ type: 'PAPER', id: 4 })).toBe('/exam/papers/4');
  });

  it('knows where bought goods are on the mobile site, and which kinds have no mobile page', () => {
    expect(goodsMobilePath({ type: 'COURSE', id: 5 })).toBe('/h5/courses/detail/5');
    expect(goodsMobilePath({ type: 'ROLE', id: 1 })).toBe('/h5/member');
    expect(goodsMobilePath({ type: 'ACTIVATE', id: 6 })).toBe('/h5/activates/detail/6');
    expect(goodsMobilePath({ type: 'PAPER', id: 4 })).toBe('/h5/exam/papers/4');
  });

  it('asks for the VIP agreement for roles and the paid-content one otherwise', () => {
    expect(GOODS_KINDS.ROLE.agreement).toBe('vip');
    expect(GOODS_KINDS.COURSE.agreement).toBe('paid');
    expect(GOODS_KINDS.ACTIVATE.agreement).toBe('paid');
    expect(GOODS_KINDS.PAPER.agreement).toBe('paid');
  });

  it('knows the contract goods types and nothing else', () => {
    expect(asGoodsType('ACTIVATE')).toBe('ACTIVATE');
    expect(asGoodsType('VIDEO')).toBeNull();
    expect(asGoodsType('toString')).toBeNull();
  });
});
