import type { listKechengs } from '@shuyuan/contract/catalogue';
import type { EndpointData } from '@shuyuan/contract/endpoint';

/** A 专栏 as lists and its page read it. */
export type TKecheng = EndpointData<typeof listKechengs>['data'][number];

/** What the series saves over buying its courses one by one (0 when nothing). */
export const kechengSaving = (k: Pick<TKecheng, 'charge' | 'original_charge'>): number =>
  k.original_charge > k.charge ? Math.round((k.original_charge - k.charge) * 100) / 100 : 0;
