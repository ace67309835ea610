import { showRole } from '@shuyuan/contract/commerce';
import { useQuery } from '@tanstack/react-query';
import {
  allVideos,
  enrolState,
  fetchActivateDetail,
  fetchCourseDetail,
  fetchKecheng,
  purchaseState,
} from '#features/catalogue';
import { fetchPaper } from '#features/exams';
import type { GoodsRef, GoodsType } from '#lib/goods-kinds';
import { callEndpoint } from '#lib/http';

/** Why these goods cannot be ordered by this member right now (the server would refuse the order too). */
export type GoodsBlock = 'owned' | 'free' | 'enrolled' | 'full' | 'closed' | 'ended' | 'canSit';

/** The goods as /order and /order/pay show them, read from the goods' own detail call (never the address). */
export interface OrderGoods {
  ref: GoodsRef;
  name: string;
  thumb: string;
  /** Today's price, yuan. */
  charge: number;
  block: GoodsBlock | null;
  /** Course: lessons. */
  lessons?: number;
  /** VIP: days one purchase adds, and the plan's selling points. */
  expireDays?: number;
  rows?: string[];
  /** Offline course: when and where. */
  startsAt?: string;
  endsAt?: string;
  address?: string;
}

type ReadGoods = (id: number) => Promise<Omit<OrderGoods, 'ref'>>;

/** How the order pages read each kind of goods (the rest of what the web knows of a kind: lib/goods-kinds). */
const READ_GOODS: Record<GoodsType, ReadGoods> = {
  async COURSE(id) {
    const d = await fetchCourseDetail(id);
    const state = purchaseState(d);
    const block = state === 'bought' ? 'owned' : state === 'free' ? 'free' : null;
    const { title, thumb, charge } = d.course;
    return { name: title, thumb, charge, block, lessons: allVideos(d).length };
  },
  async ROLE(id) {
    const role = await callEndpoint(showRole, { params: { id } }, { silent: true });
    return {
      name: role.name,
      thumb: '',
      charge: role.charge,
      block: null,
      expireDays: role.expire_days,
      rows: role.desc_rows,
    };
  },
  async ACTIVATE(id) {
    const d = await fetchActivateDetail(id);
    const state = enrolState(d);
    const a = d.activate;
    return {
      name: a.title,
      thumb: a.thumb,
      charge: a.charge,
      block: state === 'open' ? (a.charge <= 0 ? 'free' : null) : state,
      startsAt: a.started_at,
      endsAt: a.ended_at,
      address: [a.city, a.address].filter(Boolean).join(' '),
    };
  },
  // A series: the server refuses it when the member owns every course already.
  async KECHENG(id) {
    const { kecheng: k } = await fetchKecheng(id);
    return { name: k.title, thumb: k.thumb, charge: k.charge, block: k.charge > 0 ? null : 'free' };
  },
  // A paper: nothing to buy when it is free, or when the member may sit it already (is_bought: bought, or
  // a VIP on a VIP-free paper). It has no cover; the summary draws its badge.
  async PAPER(id) {
    const d = await fetchPaper(id);
    const p = d.paper;
    const block = p.charge <= 0 ? 'free' : d.is_bought ? 'canSit' : null;
    return { name: p.title, thumb: '', charge: p.charge, block };
  },
};

export const fetchOrderGoods = async (ref: GoodsRef): Promise<OrderGoods> => ({
  ref,
  ...(await READ_GOODS[ref.type](ref.id)),
});

/**
 * memberKey: owning a course or an enrolment differs per member, so each member has their own entry. The
 * order pages need a login: null (the member's detail not read yet) waits, so the entry is not read once
 * without the member and again with them, which would remount the order form and drop what was typed.
 */
export const useOrderGoodsQuery = (ref: GoodsRef | null, memberKey: string | null) =>
  useQuery({
    queryKey: ['orderGoods', ref?.type, ref?.id, memberKey],
    queryFn: () => fetchOrderGoods(ref as GoodsRef),
    enabled: ref !== null && memberKey !== null,
    retry: false,
    staleTime: 0,
  });
