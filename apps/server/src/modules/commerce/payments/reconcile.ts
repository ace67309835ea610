import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import type { Deps } from '#core/deps';
import type { PeriodicJob } from '#core/jobs/periodic-job';
import {
  CallbackRejected,
  type ChannelDeps,
  type ChannelName,
  getChannel,
  readPaymentSettings,
} from '#providers/payment/index';
import { wechatProblems } from '#providers/payment/settings-check';
import { refreshPlatformCertificates } from '#providers/payment/wechat-certificates';
import { applyRefundState, submitRefund } from './refunds';
import { applyTrade, closeOpenTrades } from './settle-trade';

/*
 * Reconciliation (decision 025), one process at a time: notifications get lost, channels time out, a crash
 * can fall between a channel's answer and our write. Every minute the job asks about trades that stayed
 * open without a notification, closes the open trades of orders that can no longer be paid, sends refunds
 * the channel has not accepted yet, asks about refunds still processing, and keeps WeChat Pay's platform
 * certificates fresh. Everything it applies goes through the same exactly-once paths as a notification.
 */

/** A trade younger than this is left to its notification. */
export const QUIET_MS = 2 * 60_000;
const BATCH = 100;

export interface ReconcileReport {
  queried: number;
  settled: number;
  closed: number;
  refundsSent: number;
  refundsChecked: number;
}

async function queryStaleTrades(deps: ChannelDeps, now: number, report: ReconcileReport) {
  const stale = await deps.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .selectAll('payments')
    .where('payments.status', '=', 'open')
    .where('orders.status', 'in', [ORDER_STATUS.unpaid, ORDER_STATUS.paying])
    .where('payments.created_at', '<=', now - QUIET_MS)
    .where((eb) =>
      eb.or([eb('payments.queried_at', 'is', null), eb('payments.queried_at', '<=', now - QUIET_MS)]),
    )
    .orderBy('payments.id')
    .limit(BATCH)
    .execute();
  for (const trade of stale) {
    report.queried++;
    await deps.db.updateTable('payments').set({ queried_at: now }).where('id', '=', trade.id).execute();
    try {
      const channel = await getChannel(deps, trade.provider as ChannelName);
      const answer = await channel.query(trade.out_trade_no);
      if (answer && answer.outTradeNo === trade.out_trade_no) {
        const outcome = await applyTrade(deps, channel, answer);
        if (outcome === 'paid' || outcome === 'refunding') report.settled++;
      }
    } catch (error) {
      const level = error instanceof CallbackRejected ? 'warn' : 'error';
      deps.log[level]({ err: error, outTradeNo: trade.out_trade_no }, 'reconciliation query failed');
    }
  }
}

/**
 * Orders cancelled or paid whose other trades are still open (a close that failed earlier). After two days
 * the channels' own expiry has long stopped any payment, so older ones are no longer retried.
 */
async function closeLeftovers(deps: ChannelDeps, now: number, report: ReconcileReport) {
  const orders = await deps.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('payments.order_id')
    .distinct()
    .where('payments.status', '=', 'open')
    .where('orders.status', 'in', [ORDER_STATUS.cancelled, ORDER_STATUS.paid])
    .where('orders.updated_at', '>=', now - 2 * 86_400_000)
    .limit(BATCH)
    .execute();
  for (const { order_id } of orders) {
    await closeOpenTrades(deps, order_id);
    report.closed++;
  }
}

async function driveRefunds(deps: ChannelDeps, now: number, report: ReconcileReport) {
  // A minute's grace: the request that booked the refund may still be talking to the channel.
  const due = await deps.db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('status', 'in', ['pending', 'processing'])
    .where('updated_at', '<=', now - 60_000)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const refund of due) {
    if (refund.status === 'pending') {
      await submitRefund(deps, refund);
      report.refundsSent++;
      continue;
    }
    report.refundsChecked++;
    try {
      const trade = await deps.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', refund.payment_id)
        .executeTakeFirstOrThrow();
      const channel = await getChannel(deps, trade.provider as ChannelName);
      const state = await channel.queryRefund(
        {
          outTradeNo: trade.out_trade_no,
          totalFen: trade.amount_fen,
          tradeNo: trade.trade_no,
          notifyUrl: '',
        },
        refund.refund_no,
      );
      await applyRefundState(deps.db, refund.refund_no, state);
      // Asked again a minute later at the earliest.
      await deps.db
        .updateTable('payment_refunds')
        .set({ updated_at: now })
        .where('id', '=', refund.id)
        .where('status', '=', 'processing')
        .execute();
    } catch (error) {
      deps.log.warn({ err: error, refundNo: refund.refund_no }, 'refund query failed');
    }
  }
}

async function refreshCertificates(deps: Deps<'db' | 'store' | 'log'>) {
  const settings = await readPaymentSettings(deps.db);
  const s = settings.wechat;
  const problems = wechatProblems(s);
  if (!s.enabled || s.verifyMode !== 'certificate' || problems.invalid.length || problems.missing.length)
    return;
  try {
    await refreshPlatformCertificates(deps.db, deps.store, s);
  } catch (error) {
    deps.log.error({ err: error }, 'wechat pay platform certificates could not be refreshed');
  }
}

export async function reconcilePayments(deps: ChannelDeps, now = Date.now()): Promise<ReconcileReport> {
  const report: ReconcileReport = { queried: 0, settled: 0, closed: 0, refundsSent: 0, refundsChecked: 0 };
  await queryStaleTrades(deps, now, report);
  await closeLeftovers(deps, now, report);
  await driveRefunds(deps, now, report);
  await refreshCertificates(deps);
  if (report.settled || report.closed || report.refundsSent)
    deps.log.info({ ...report }, 'payments reconciled');
  return report;
}

export const reconcileJob: PeriodicJob = {
  name: 'commerce:reconcile',
  everyMs: 60_000,
  firstAfterMs: 5_000,
  run: (deps) => reconcilePayments(deps),
};
