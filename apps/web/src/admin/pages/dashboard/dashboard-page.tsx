import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminDashboard } from '@shuyuan/contract/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { callAdmin } from '../../admin-http';
import { useAdminText } from '../../admin-text';
import { TopBarChart, TrendChart } from './charts';

/** Revenue, orders, new members and active learners over 7–90 days, and the best-selling courses. */
export function DashboardPage() {
  const text = useAdminText();
  const t = text.dash;
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
        <Typography.Title level={3}>{text.welcome.replace('{name}', me.name)}</Typography.Title>
        <Segmented
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={[7, 30, 90].map((n) => ({ value: n, label: t.days.replace('{n}', String(n)) }))}
        />
      </div>
      <div className="admin-stat-grid">
        <Card>
          <Statistic
            title={t.revenueToday}
            value={d?.totals.revenue_today ?? 0}
            precision={2}
            prefix="¥"
            loading={!d}
          />
        </Card>
        <Card>
          <Statistic
            title={t.revenue.replace('{n}', String(days))}
            value={d?.totals.revenue ?? 0}
            precision={2}
            prefix="¥"
            loading={!d}
          />
        </Card>
        <Card>
          <Statistic title={t.paidOrders} value={d?.totals.paid_orders ?? 0} loading={!d} />
        </Card>
        <Card>
          <Statistic title={t.newMembers} value={d?.totals.new_members ?? 0} loading={!d} />
        </Card>
        <Card>
          <Statistic
            title={t.activeLearners.replace('{n}', String(days))}
            value={d?.totals.active_learners ?? 0}
            loading={!d}
          />
        </Card>
      </div>
      <div className="admin-chart-grid">
        <Card title={t.trend}>
          {d ? (
            <TrendChart
              dates={d.daily.map((x) => x.date)}
              series={[
                { name: t.revenueYuan, data: d.daily.map((x) => x.revenue), area: true },
                { name: t.orders, data: d.daily.map((x) => x.orders), right: true },
              ]}
            />
          ) : (
            <Skeleton active />
          )}
        </Card>
        <Card title={t.topCourses}>
          {!d ? (
            <Skeleton active />
          ) : d.top_courses.length === 0 ? (
            <Empty description={t.noSales} style={{ paddingTop: 80 }} />
          ) : (
            <TopBarChart
              names={d.top_courses.map((c) => c.title)}
              values={d.top_courses.map((c) => c.sales)}
              label={t.sales}
            />
          )}
        </Card>
        <Card title={t.people} style={{ gridColumn: '1 / -1' }}>
          {d ? (
            <TrendChart
              height={260}
              dates={d.daily.map((x) => x.date)}
              series={[
                { name: t.newMembers, data: d.daily.map((x) => x.new_members) },
                {
                  name: t.activeDaily,
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
