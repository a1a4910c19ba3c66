/**
 * /admin — "Overblik": what needs the admin today first — talent waiting for approval, payoffs
 * to approve or pay, failed jobs, unanswered support requests, bookings about to expire — then
 * the month's revenue, commission and new users, and the bookings per status as bars. Every
 * figure links to the list it counts, filtered the same way. All of it is two GraphQL requests
 * sent together (dashboard.ts).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardActionArea, CardContent, Grid, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { bookingStatusChoices } from './components/choices';
import { firstDayOfMonthInCopenhagen, startOfMonthInCopenhagen } from './components/dates';
import { formatOre } from './components/money';
import { earningStatuses } from '../../cms/domain/booking-states';
import { EXPIRES_SOON_MS, listUrl, statusQuery, todayQuery, type Today } from './dashboard';
import type { AppDataProvider } from './providers';

/** The dashboard's figures: `undefined` while loading, `null` when the request failed. */
function useToday() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [today, setToday] = useState<Today | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const now = new Date();
    const deadlines = { now: now.toISOString(), soon: new Date(now.getTime() + EXPIRES_SOON_MS).toISOString() };
    Promise.all([
      dataProvider.execute<Today>(todayQuery, { from: startOfMonthInCopenhagen(now).toISOString(), ...deadlines }),
      dataProvider.execute<Pick<Today, 'bookings'>>(statusQuery),
    ])
      .then(([figures, statuses]) => current && setToday({ ...figures, ...statuses, window: deadlines }))
      .catch(() => current && setToday(null));
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return today;
}

function Figure({
  label,
  value,
  hint,
  to,
  pending,
  testId,
  attention = false,
}: {
  label: string;
  value: string;
  hint?: string;
  to: string;
  pending: boolean;
  testId: string;
  attention?: boolean;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%', ...(attention ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}>
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

type Tile = { key: string; label: string; value: number | undefined; to: string; hint?: string };

function NeedsMe({ today }: { today: Today | undefined }) {
  const translate = useTranslate();
  const basename = useBasename();
  // The links filter the very window the counts were taken for (deadline after `now`, by `soon`).
  const { now, soon } = today?.window ?? { now: undefined, soon: undefined };
  const failed = today?.failedJobs.length;
  const tiles: Tile[] = [
    { key: 'vetting', label: translate('mixbuddy.dashboard.vetting'), value: today?.vetting, to: listUrl(basename, 'vetting') },
    {
      key: 'payoffs-requested',
      label: translate('mixbuddy.dashboard.payoffsToApprove'),
      value: today?.payoffsRequested,
      to: listUrl(basename, 'payoffs', { status: 'requested' }),
    },
    {
      key: 'payoffs-approved',
      label: translate('mixbuddy.dashboard.payoffsToPay'),
      value: today?.payoffsApproved,
      to: listUrl(basename, 'payoffs', { status: 'approved' }),
    },
    {
      key: 'failed-jobs',
      label: translate('mixbuddy.dashboard.failedJobs'),
      value: failed,
      to: listUrl(basename, 'jobs'),
      hint: today?.failedJobs.some((job) => job.gaveUp) ? translate('mixbuddy.dashboard.gaveUp') : undefined,
    },
    {
      key: 'support',
      label: translate('mixbuddy.dashboard.support'),
      value: today?.supportNew,
      to: listUrl(basename, 'support', { status: 'new' }),
    },
    {
      key: 'expiring-requests',
      label: translate('mixbuddy.dashboard.expiringRequests'),
      value: today?.expiringRequests,
      to: listUrl(basename, 'bookings', { status: 'requested', respondBy_gt: now, respondBy_lte: soon }),
    },
    {
      key: 'expiring-payments',
      label: translate('mixbuddy.dashboard.expiringPayments'),
      value: today?.expiringPayments,
      to: listUrl(basename, 'bookings', { status: 'accepted', payBy_gt: now, payBy_lte: soon }),
    },
  ];
  return (
    <Grid
      container
      spacing={2}
      sx={{ mb: 3 }}
      component="ul"
      aria-label={translate('mixbuddy.dashboard.today')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Figure
            label={tile.label}
            value={String(tile.value ?? '–')}
            hint={tile.hint}
            to={tile.to}
            pending={today === undefined}
            testId={`today-${tile.key}`}
            attention={Boolean(tile.value)}
          />
        </Grid>
      ))}
    </Grid>
  );
}

function ThisMonth({ today }: { today: Today | undefined }) {
  const translate = useTranslate();
  const basename = useBasename();
  const monthStart = firstDayOfMonthInCopenhagen();
  const to = listUrl(basename, 'bookings', { paidAt_gte: monthStart, status: [...earningStatuses] });
  const hint = today ? translate('mixbuddy.dashboard.paidBookings', { smart_count: today.paidRevenue.count }) : undefined;
  const pending = today === undefined;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Figure
          label={translate('mixbuddy.dashboard.revenue')}
          value={today ? formatOre(today.paidRevenue.amount) : '–'}
          hint={hint}
          to={to}
          pending={pending}
          testId="figure-revenue"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Figure
          label={translate('mixbuddy.dashboard.commission')}
          value={today ? formatOre(today.platformCommission) : '–'}
          hint={hint}
          to={to}
          pending={pending}
          testId="figure-commission"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Figure
          label={translate('mixbuddy.dashboard.newUsers')}
          value={String(today?.newUsers ?? '–')}
          to={listUrl(basename, 'users', { createdAt_gte: monthStart })}
          pending={pending}
          testId="figure-new-users"
        />
      </Grid>
    </Grid>
  );
}

/** Bookings per status as bars: each bar is a link to the list of that status (no chart library to load). */
function BookingsByStatus({ today }: { today: Today | undefined }) {
  const translate = useTranslate();
  const basename = useBasename();
  if (today === undefined) return <Skeleton variant="rectangular" height={240} />;
  const rows = bookingStatusChoices.map((status) => ({ ...status, total: today?.[`s_${status.id}`] ?? 0 }));
  const max = Math.max(1, ...rows.map((r) => r.total));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="bookings-chart">
      <li>
        <MuiLink component={Link} to={listUrl(basename, 'bookings')}>
          {translate('mixbuddy.dashboard.total')}
        </MuiLink>
        : {today?.bookings ?? '–'}
      </li>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 30%) 1fr 3rem', alignItems: 'center', gap: 1, py: 0.5 }}
        >
          <MuiLink component={Link} to={listUrl(basename, 'bookings', { status: row.id })} data-testid={`figure-bookings-${row.id}`}>
            {translate(row.name)}
          </MuiLink>
          <Box
            aria-hidden
            sx={{ height: 12, borderRadius: 1, bgcolor: 'primary.main', width: `${(row.total / max) * 100}%`, minWidth: row.total ? 4 : 0 }}
          />
          <Typography component="span" variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {row.total}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function Dashboard() {
  const translate = useTranslate();
  const today = useToday();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('mixbuddy.dashboard.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('mixbuddy.dashboard.title')}
      </Typography>
      {today === null ? <Alert severity="error">{translate('mixbuddy.dashboard.failed')}</Alert> : null}
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('mixbuddy.dashboard.today')}
      </Typography>
      <NeedsMe today={today ?? undefined} />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('mixbuddy.dashboard.thisMonth')}
      </Typography>
      <ThisMonth today={today ?? undefined} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('mixbuddy.dashboard.chart')}
          </Typography>
          <BookingsByStatus today={today ?? undefined} />
        </CardContent>
      </Card>
    </Box>
  );
}
