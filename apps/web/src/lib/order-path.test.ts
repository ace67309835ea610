import { describe, expect, it } from 'vitest';
import { orderPathFor } from '#features/catalogue';
import { orderPath, readGoodsRef } from './order-path';

const q = (s: string) => new URLSearchParams(s);

describe('readGoodsRef', () => {
  it('reads upstream names and the contract spelling', () => {
    expect(readGoodsRef(q('goods_type=vod&goods_id=12'))).toEqual({ type: 'COURSE', id: 12 });
    expect(readGoodsRef(q('goods_type=role&goods_id=2'))).toEqual({ type: 'ROLE', id: 2 });
    expect(readGoodsRef(q('goods_type=activate&goods_id=3'))).toEqual({ type: 'ACTIVATE', id: 3 });
    expect(readGoodsRef(q('goods_type=COURSE&goods_id=4'))).toEqual({ type: 'COURSE', id: 4 });
    expect(readGoodsRef(q('goods_type=vip&goods_id=5'))).toEqual({ type: 'ROLE', id: 5 });
    expect(readGoodsRef(q('goods_type=paper&goods_id=6'))).toEqual({ type: 'PAPER', id: 6 });
  });

  it('reads the address the course page links to', () => {
    const link = orderPathFor({ id: 9, title: 'Vue 3', thumb: '/t.svg', charge: 199 });
    expect(readGoodsRef(new URL(link, 'http://x').searchParams)).toEqual({ type: 'COURSE', id: 9 });
  });

  it('refuses what cannot be bought or is not an id', () => {
    expect(readGoodsRef(q('goods_type=video&goods_id=1'))).toBeNull();
    expect(readGoodsRef(q('goods_type=constructor&goods_id=1'))).toBeNull();
    expect(readGoodsRef(q('goods_type=vod'))).toBeNull();
    expect(readGoodsRef(q('goods_type=vod&goods_id=0'))).toBeNull();
    expect(readGoodsRef(q('goods_type=vod&goods_id=-3'))).toBeNull();
    expect(readGoodsRef(q('goods_type=vod&goods_id=1.5'))).toBeNull();
    expect(readGoodsRef(q('goods_type=vod&goods_id=1e3'))).toBeNull();
    expect(readGoodsRef(q(''))).toBeNull();
  });
});

describe('orderPath', () => {
  it('builds /order with upstream names, which readGoodsRef reads back', () => {
    const path = orderPath({ type: 'ROLE', id: 2 });
    expect(path).toBe('/order?goods_type=role&goods_id=2');
    expect(readGoodsRef(new URL(path, 'http://x').searchParams)).toEqual({ type: 'ROLE', id: 2 });
  });
});
