/**
 * /admin — "Overblik": bookings per status, users, payoffs waiting. Every number is the `total`
 * of a one-row getList through the data provider.
 */
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useBasename, useGetList, useTranslate } from 'react-admin';
import { bookingStatusChoices } from './components/choices';

function useTotal(resource: string, filter: Record<string, unknown> = {}) {
  const { total, isPending, error } = useGetList(resource, {
    filter,
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  return { total, isPending, error };
}

function Count({ label, resource, filter, to }: { label: string; resource: string; filter?: Record<string, unknown>; to: string }) {
  const { total, isPending, error } = useTotal(resource, filter);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent component={Link} to={to} sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {isPending ? <Skeleton width={48} /> : error ? '–' : (total ?? 0)}
        </Typography>
      </CardContent>
    </Card>
  );
}

const listUrl = (basename: string, resource: string, filter?: Record<string, unknown>) =>
  `${basename}/${resource}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;

export default function Dashboard() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('mixbuddy.dashboard.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('mixbuddy.dashboard.title')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Count label={translate('mixbuddy.dashboard.users')} resource="users" to={listUrl(basename, 'users')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Count
            label={translate('mixbuddy.dashboard.pendingPayoffs')}
            resource="payoffs"
            filter={{ status: 'requested' }}
            to={listUrl(basename, 'payoffs', { status: 'requested' })}
          />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('mixbuddy.dashboard.bookings')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 4, md: 2 }}>
          <Count label={translate('mixbuddy.dashboard.total')} resource="bookings" to={listUrl(basename, 'bookings')} />
        </Grid>
        {bookingStatusChoices.map((status) => (
          <Grid key={status.id} size={{ xs: 6, sm: 4, md: 2 }}>
            <Count
              label={translate(status.name)}
              resource="bookings"
              filter={{ status: status.id }}
              to={listUrl(basename, 'bookings', { status: status.id })}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
