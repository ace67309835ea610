import { showRole } from '@shuyuan/contract/commerce';
import { useQuery } from '@tanstack/react-query';
import {
  allVideos,
  enrolState,
  fetchActivateDetail,
  fetchCourseDetail,
  purchaseState,
} from '#features/catalogue';
import { callEndpoint } from '#lib/http';
import type { GoodsRef } from '../goods';

/** Why these goods cannot be ordered by this member right now (the server would refuse the order too). */
export type GoodsBlock = 'owned' | 'free' | 'enrolled' | 'full' | 'closed' | 'ended';

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

export async function fetchOrderGoods(ref: GoodsRef): Promise<OrderGoods> {
  if (ref.type === 'COURSE') {
    const d = await fetchCourseDetail(ref.id);
    const state = purchaseState(d);
    const block = state === 'bought' ? 'owned' : state === 'free' ? 'free' : null;
    const { title, thumb, charge } = d.course;
    return { ref, name: title, thumb, charge, block, lessons: allVideos(d).length };
  }
  if (ref.type === 'ACTIVATE') {
    const d = await fetchActivateDetail(ref.id);
    const state = enrolState(d);
    const a = d.activate;
    const block = state === 'open' ? (a.charge <= 0 ? 'free' : null) : state;
    return {
      ref,
      name: a.title,
      thumb: a.thumb,
      charge: a.charge,
      block,
      startsAt: a.started_at,
      endsAt: a.ended_at,
      address: [a.city, a.address].filter(Boolean).join(' '),
    };
  }
  const role = await callEndpoint(showRole, { params: { id: ref.id } }, { silent: true });
  return {
    ref,
    name: role.name,
    thumb: '',
    charge: role.charge,
    block: null,
    expireDays: role.expire_days,
    rows: role.desc_rows,
  };
}

/** memberKey: owning a course or an enrolment differs per member, so each member has their own entry. */
export const useOrderGoodsQuery = (ref: GoodsRef | null, memberKey: string) =>
  useQuery({
    queryKey: ['orderGoods', ref?.type, ref?.id, memberKey],
    queryFn: () => fetchOrderGoods(ref as GoodsRef),
    enabled: ref !== null,
    retry: false,
    staleTime: 0,
  });
