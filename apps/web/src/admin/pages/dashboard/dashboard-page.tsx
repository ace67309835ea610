import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminDashboard } from '@shuyuan/contract/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { callAdmin } from '../../admin-http';
import { TopBarChart, TrendChart } from './charts';
import '../../i18n/register';

/**
 * Revenue, orders, new members and active learners over 7–90 days, the best-selling courses, and the comments
 * waiting for review (a link to them).
 */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const me = useOutletContext<TAdminProfile>();
  const [days, setDays] = useState(30);
  const stats = useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: () => callAdmin(adminDashboard, { query: { days } }),
  });
  const d = stats.data;

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('welcome', { name: me.name })}</Typography.Title>
        <Segmented
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={[7, 30, 90].map((n) => ({ value: n, label: t('dash.days', { n: n }) }))}
        />
      </div>
      <div className="admin-stat-grid">
        <Card>
          <Statistic
            title={t('dash.revenueToday')}
            value={d?.totals.revenue_today ?? 0}
            precision={2}
            prefix="¥"
            loading={!d}
          />
        </Card>
        <Card>
          <Statistic
            title={t('dash.revenue', { n: days })}
            value={d?.totals.revenue ?? 0}
            precision={2}
            prefix="¥"
            loading={!d}
          />
        </Card>
        <Card>
          <Statistic title={t('dash.paidOrders')} value={d?.totals.paid_orders ?? 0} loading={!d} />
        </Card>
        <Card>
          <Statistic title={t('dash.newMembers')} value={d?.totals.new_members ?? 0} loading={!d} />
        </Card>
        <Card>
          <Statistic
            title={t('dash.activeLearners', { n: days })}
            value={d?.totals.active_learners ?? 0}
            loading={!d}
          />
        </Card>
        <Card>
          {/* Now, not over the period: what is waiting for an editor (issue 20). */}
          <Statistic title={t('dash.commentsPending')} value={d?.totals.comments_pending ?? 0} loading={!d} />
          <Link className="admin-stat-link" to="/admin/comments?is_check=0">
            {t('dash.commentsReview')}
          </Link>
        </Card>
      </div>
      <div className="admin-chart-grid">
        <Card title={t('dash.trend')}>
          {d ? (
            <TrendChart
              dates={d.daily.map((x) => x.date)}
              series={[
                { name: t('dash.revenueYuan'), data: d.daily.map((x) => x.revenue), area: true },
                { name: t('dash.orders'), data: d.daily.map((x) => x.orders), right: true },
              ]}
            />
          ) : (
            <Skeleton active />
          )}
        </Card>
        <Card title={t('dash.topCourses')}>
          {!d ? (
            <Skeleton active />
          ) : d.top_courses.length === 0 ? (
            <Empty description={t('dash.noSales')} style={{ paddingTop: 80 }} />
          ) : (
            <TopBarChart
              names={d.top_courses.map((c) => c.title)}
              values={d.top_courses.map((c) => c.sales)}
              label={t('dash.sales')}
            />
          )}
        </Card>
        <Card title={t('dash.people')} style={{ gridColumn: '1 / -1' }}>
          {d ? (
            <TrendChart
              height={260}
              dates={d.daily.map((x) => x.date)}
              series={[
                { name: t('dash.newMembers'), data: d.daily.map((x) => x.new_members) },
                {
                  name: t('dash.activeDaily'),
                  data: d.daily.map((x) => x.active_learners),
                  area: true,
                },
              ]}
            />
          ) : (
            <Skeleton active />
          )}
        </Card>
      </div>
    </>
  );
}
