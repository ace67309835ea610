import { commerceMessages } from '@shuyuan/contract/messages/commerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { GOODS_KINDS, type GoodsRef, goodsPagePath } from '#lib/goods-kinds';
import { isServerMessage } from '#lib/http';
import { toastSuccess } from '#lib/notify';
import { readGoodsRef } from '#lib/order-path';
import { useAppSelector } from '#lib/store/app-store';
import { useFeature } from '#lib/store/features';
import { Breadcrumb } from '#shared/breadcrumb';
import { LoadError } from '#shared/load-error';
import { MessageResult } from '#shared/message-result';
import { usePageTitle } from '#shared/use-page-title';
import { amountDue, promoDiscount } from '../amounts';
import { useCreateOrder } from '../api/create-order';
import { type OrderGoods, useOrderGoodsQuery } from '../api/order-goods';
import { GoodsSummary } from '../components/goods-summary';
import { OrderSteps } from '../components/order-steps';
import { OrderSummary } from '../components/order-summary';
import { PromoCodeField } from '../components/promo-code-field';
import { payPath, successPath } from '../pay-flow';
import { useAfterPaid } from '../use-after-paid';
import { usePromoCode } from '../use-promo-code';
import './order-layout.css';
import './order-page.css';
import '../i18n/register';

function OrderForm({ goods }: { goods: OrderGoods }) {
  const { t } = useTranslation(['translation', 'commerce']);
  const navigate = useNavigate();
  const promo = usePromoCode();
  const promoOn = useFeature('promoCode');
  const create = useCreateOrder();
  const afterPaid = useAfterPaid();
  const [agreed, setAgreed] = useState(false);
  const [agreeMissing, setAgreeMissing] = useState(false);
  const discount = promo.applied ? promoDiscount(goods.charge, promo.applied.reward) : 0;
  const ref = goods.ref;

  const submit = async () => {
    if (!agreed) {
      setAgreeMissing(true);
      return;
    }
    // A code typed but not yet checked is checked now, so 提交订单 never silently drops it.
    const code = promo.input.trim() ? (promo.applied ?? (await promo.check())) : null;
    if (promo.input.trim() && !code) return;
    try {
      const order = await create.mutateAsync({
        goods_type: ref.type,
        goods_id: ref.id,
        promo_code: code?.code,
        agree_protocol: 1,
      });
      if (order.is_paid) {
        afterPaid();
        toastSuccess(t('commerce:order.paidToast'));
        navigate(successPath({ total: order.total, orderId: order.order_no, goods: ref }), { replace: true });
        return;
      }
      // The pay page starts a method itself (decision 025); pay_url (MeEdu's cashier) rides along for MeEdu's
      // address contract only.
      navigate(
        payPath({
          orderId: order.order_no,
          payUrl: order.pay_url ?? '',
          total: order.total,
          discount: order.discount,
          payment: order.payment ?? '',
          goods: ref,
        }),
      );
    } catch (error) {
      // The http client already showed the server's message.
      if (isServerMessage(error, commerceMessages['order.promoInvalid'])) promo.markInvalid();
    }
  };

  return (
    <div className="order-grid">
      <div className="order-main">
        <section className="surface order-card" aria-labelledby="order-goods-title">
          <h2 id="order-goods-title" className="order-card__title">
            {t('commerce:order.goods')}
          </h2>
          <GoodsSummary goods={goods} />
        </section>
        {promoOn && (
          <section className="surface order-card" aria-labelledby="order-promo-title">
            <h2 id="order-promo-title" className="order-card__title">
              {t('commerce:order.promo')}
            </h2>
            <PromoCodeField promo={promo} discount={discount} />
          </section>
        )}
      </div>
      <OrderSummary
        charge={goods.charge}
        discount={discount}
        due={amountDue(goods.charge, discount)}
        protocol={GOODS_KINDS[ref.type].agreement}
        agreed={agreed}
        onAgree={(v) => {
          setAgreed(v);
          if (v) setAgreeMissing(false);
        }}
        agreeMissing={agreeMissing}
        submitting={create.isPending || promo.status === 'checking'}
        disabled={create.isSuccess}
        onSubmit={() => void submit()}
      />
    </div>
  );
}

function Blocked({ goods }: { goods: OrderGoods }) {
  const { t } = useTranslation(['translation', 'commerce']);
  const block = goods.block ?? 'owned';
  return (
    <section className="surface order-card">
      <MessageResult
        status="info"
        title={t(`commerce:order.blocked.${block}`)}
        text={goods.name}
        links={[
          { to: goodsPagePath(goods.ref), label: t('commerce:order.toGoods'), primary: true },
          { to: '/member/orders', label: t('commerce:myOrders') },
        ]}
      />
    </section>
  );
}

function OrderSkeleton() {
  const { t } = useTranslation(['translation', 'commerce']);
  return (
    <div className="order-grid" role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="order-main" aria-hidden="true">
        <div className="surface order-card">
          <div className="order-goods">
            <div className="order-goods__cover shimmer" />
            <div className="order-goods__body">
              <div className="shimmer skeleton-line" style={{ width: '30%' }} />
              <div className="shimmer skeleton-line" style={{ width: '70%', height: 22 }} />
            </div>
          </div>
        </div>
      </div>
      <div className="surface order-card order-aside shimmer" aria-hidden="true" style={{ minHeight: 280 }} />
    </div>
  );
}

function Body({ goodsRef: ref }: { goodsRef: GoodsRef | null }) {
  const { t } = useTranslation(['translation', 'commerce']);
  const memberKey = useAppSelector((s) => (s.loginUser.user ? `m${s.loginUser.user.id}` : null));
  const query = useOrderGoodsQuery(ref, memberKey);
  if (!ref) {
    return (
      <section className="surface order-card">
        <MessageResult
          status="warning"
          title={t('commerce:order.badGoods')}
          text={t('commerce:order.badGoodsHint')}
          links={[
            { to: '/courses', label: t('notFound.browse'), primary: true },
            { to: '/', label: t('app.backHome') },
          ]}
        />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="surface order-card">
        <LoadError
          error={query.error}
          missingTitle={t('commerce:order.missing')}
          back={{ to: GOODS_KINDS[ref.type].listPage, label: t('commerce:order.back') }}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (!query.data) return <OrderSkeleton />;
  if (query.data.block) return <Blocked goods={query.data} />;
  return <OrderForm goods={query.data} />;
}

/** /order?goods_type=vod|role|activate&goods_id=N (upstream's 收银台). */
export function OrderPage() {
  const { t } = useTranslation(['translation', 'commerce']);
  const [params] = useSearchParams();
  const ref = readGoodsRef(params);
  usePageTitle(t('commerce:order.title'));
  return (
    <div className="container order">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('commerce:order.title') }]} />
      <div className="order-head">
        <h1 className="order-head__title">{t('commerce:order.title')}</h1>
        <OrderSteps current={0} />
      </div>
      <Body goodsRef={ref} />
    </div>
  );
}
