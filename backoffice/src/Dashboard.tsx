/**
 * /admin — "Overblik": revenue and commission this month, payoffs waiting, new users, and
 * bookings per status as figures and as a chart. Every figure (and every bar) links to the list
 * it counts, filtered the same way. Counts are the `total` of a one-row getList; the month's
 * revenue and its number of bookings are summed by the server (`paidRevenue`), its commission
 * read from the ledger (`platformCommission`, the account the postings credit).
 */
import { useEffect, useState } from 'react';
import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { Title, useBasename, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { bookingStatusChoices } from './components/choices';
import { firstDayOfMonthInCopenhagen, startOfMonthInCopenhagen } from './components/dates';
import { formatOre } from './components/money';
import { earningStatuses } from '../../cms/domain/booking-states';
import { listUrl, paidRevenueQuery, platformCommissionQuery } from './dashboard';
import type { AppDataProvider } from './providers';

function useTotal(resource: string, filter: Record<string, unknown> = {}) {
  return useGetList(resource, { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
}

function Figure({
  label,
  value,
  hint,
  to,
  pending,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  to: string;
  pending: boolean;
  testId: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {pending ? <Skeleton width={80} /> : value}
          </Typography>
          {hint ? (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Count({ label, resource, filter, testId }: { label: string; resource: string; filter?: Record<string, unknown>; testId: string }) {
  const basename = useBasename();
  const { total, isPending, error } = useTotal(resource, filter);
  return (
    <Figure
      label={label}
      value={error ? '–' : String(total ?? 0)}
      to={listUrl(basename, resource, filter)}
      pending={isPending}
      testId={testId}
    />
  );
}

/** A figure the server sums for this month (`query` takes `$from`); `undefined` while loading, `null` on an error. */
function useMonthFigure<T>(query: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [figure, setFigure] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    dataProvider
      .execute<T>(query, { from: startOfMonthInCopenhagen().toISOString() })
      .then((data) => current && setFigure(data))
      .catch(() => current && setFigure(null));
    return () => {
      current = false;
    };
  }, [dataProvider, query]);
  return figure;
}

function MonthMoney() {
  const translate = useTranslate();
  const basename = useBasename();
  const monthFilter = { paidAt_gte: firstDayOfMonthInCopenhagen(), status: [...earningStatuses] };
  const revenue = useMonthFigure<{ paidRevenue: { amount: number; count: number } }>(paidRevenueQuery);
  const commission = useMonthFigure<{ platformCommission: number }>(platformCommissionQuery);
  const to = listUrl(basename, 'bookings', monthFilter);
  const hint = revenue ? translate('mixbuddy.dashboard.paidBookings', { smart_count: revenue.paidRevenue.count }) : undefined;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Figure
          label={translate('mixbuddy.dashboard.revenue')}
          value={revenue == null ? '–' : formatOre(revenue.paidRevenue.amount)}
          hint={hint}
          to={to}
          pending={revenue === undefined}
          testId="figure-revenue"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Figure
          label={translate('mixbuddy.dashboard.commission')}
          value={commission == null ? '–' : formatOre(commission.platformCommission)}
          hint={hint}
          to={to}
          pending={revenue === undefined || commission === undefined}
          testId="figure-commission"
        />
      </Grid>
    </>
  );
}

function StatusCount({ status }: { status: { id: string; name: string } }) {
  const translate = useTranslate();
  return (
    <Count label={translate(status.name)} resource="bookings" filter={{ status: status.id }} testId={`figure-bookings-${status.id}`} />
  );
}

/** One request per status (the same totals as the figures: react-admin's cache shares them). */
function useStatusTotals() {
  const rows = bookingStatusChoices.map((status) => {
    // A fixed list of hooks (the statuses never change at run time).
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const { total, isPending } = useTotal('bookings', { status: status.id });
    return { status: status.id, label: status.name, total: total ?? 0, isPending };
  });
  return { rows, isPending: rows.some((r) => r.isPending) };
}

const barColours: Record<string, string> = {
  requested: '#ed6c02',
  accepted: '#0288d1',
  paid: '#2e7d32',
  completed: '#1b5e20',
  declined: '#d32f2f',
  expired: '#9e9e9e',
  cancelled: '#757575',
  refunded: '#616161',
};

function BookingsChart() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const { rows, isPending } = useStatusTotals();
  if (isPending) return <Skeleton variant="rectangular" height={260} />;
  const data = rows.map((r) => ({ ...r, label: translate(r.label) }));
  return (
    <Box sx={{ width: '100%', height: 280 }} role="img" aria-label={translate('mixbuddy.dashboard.chart')} data-testid="bookings-chart">
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} width={40} />
          <Tooltip formatter={(value) => [String(value), translate('mixbuddy.dashboard.bookingsAxis')]} />
          <Bar
            dataKey="total"
            name={translate('mixbuddy.dashboard.bookingsAxis')}
            cursor="pointer"
            onClick={(entry) => navigate(listUrl(basename, 'bookings', { status: (entry as unknown as { status: string }).status }))}
          >
            {data.map((row) => (
              <Cell key={row.status} fill={barColours[row.status] ?? '#1976d2'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

export default function Dashboard() {
  const translate = useTranslate();
  const monthStart = firstDayOfMonthInCopenhagen();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('mixbuddy.dashboard.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('mixbuddy.dashboard.title')}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('mixbuddy.dashboard.thisMonth')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <MonthMoney />
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Count
            label={translate('mixbuddy.dashboard.pendingPayoffs')}
            resource="payoffs"
            filter={{ status: 'requested' }}
            testId="figure-pending-payoffs"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Count
            label={translate('mixbuddy.dashboard.newUsers')}
            resource="users"
            filter={{ createdAt_gte: monthStart }}
            testId="figure-new-users"
          />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('mixbuddy.dashboard.bookings')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 6, sm: 4, md: 3, lg: 'grow' }}>
          <Count label={translate('mixbuddy.dashboard.total')} resource="bookings" testId="figure-bookings-total" />
        </Grid>
        {bookingStatusChoices.map((status) => (
          <Grid key={status.id} size={{ xs: 6, sm: 4, md: 3, lg: 'grow' }}>
            <StatusCount status={status} />
          </Grid>
        ))}
      </Grid>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('mixbuddy.dashboard.chart')}
          </Typography>
          <BookingsChart />
        </CardContent>
      </Card>
    </Box>
  );
}
