import type { ZGoodsType } from '@shuyuan/contract/commerce';
import type { TBuiltFeatureSwitch } from '@shuyuan/contract/system';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, OrderRow } from '#core/db/schema';

export type Db = Kysely<Database>;
export type TGoodsType = z.infer<typeof ZGoodsType>;

/*
 * What a kind of goods is to commerce: how it is priced and refused, given and taken back. Each kind is
 * one file of this folder and one row of GOODS_KINDS (index.ts), so a new kind touches one file here.
 */

export interface Goods {
  type: TGoodsType;
  id: number;
  name: string;
  thumb: string;
  chargeFen: number;
}

/** Who is buying: their id, whether they agreed to the purchase terms, and the time of the order. */
export interface Buyer {
  userId: number;
  agreed: boolean;
  now: number;
}

export interface GoodsKind {
  /** The feature switch (configFunc) that sells this kind: while it is off, new orders are refused. */
  feature?: TBuiltFeatureSwitch;
  /** The goods at today's price, refusing (AppError, notFound) what cannot or need not be bought. */
  resolve(db: Db, id: number, buyer: Buyer): Promise<Omit<Goods, 'type'>>;
  /**
   * Gives the member what the order bought, inside the transaction that marks it paid, so it happens
   * exactly when that update wins and never twice. Throws NotDeliverable when it cannot be given.
   */
  deliver(trx: Db, order: OrderRow, now: number): Promise<void>;
  /** Takes back what deliver gave, inside the transaction that marks the order refunded (full refunds). */
  revoke(trx: Db, order: OrderRow, now: number): Promise<void>;
}

export const GOODS_MESSAGES = {
  agreePaid: '请同意付费内容购买协议',
  agreeVip: '请同意会员服务协议',
  owned: '您已购买此课程，无需重复购买',
  ownedSeries: '您已拥有该专栏的全部课程，无需重复购买',
  free: '当前课程无法购买',
  freePaper: '当前试卷无法购买',
  ownedPaper: '您已购买此试卷，无需重复购买',
  vipFreePaper: '该试卷会员免费，您无需购买',
  enrolled: '您已报名',
  full: '名额已满',
  closed: '报名已截止',
} as const;

/**
 * The goods cannot be given for this order: the member owns them already (a second order for the same course
 * was paid) or the offline course's last seat went to someone else. Thrown inside the settling transaction,
 * which rolls back; the payment is then refunded (decision 025).
 */
export class NotDeliverable extends Error {
  constructor(readonly reason: 'already_owned' | 'seat_full') {
    super(reason);
    this.name = 'NotDeliverable';
  }
}
