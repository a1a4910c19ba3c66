/**
 * react-admin's layout, shown only to admins. A signed-in customer or talent who opens /admin
 * gets a Danish 403 page instead (docs/ARCHITECTURE.md, "Routes by role") — no back-office
 * view, no data request.
 */
import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Layout as RaLayout, Loading, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { config } from './config';

function Forbidden() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ p: 4, maxWidth: 520 }} variant="outlined">
        <Typography variant="overline" color="text.secondary">
          403
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('mixbuddy.forbidden.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{translate('mixbuddy.forbidden.body', { name: identity?.fullName ?? '' })}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" href="/">
            {translate('mixbuddy.forbidden.home')}
          </Button>
          {/* The site's POST /logout ends the session, then /login brings them back here. */}
          <form method="post" action="/logout">
            <input type="hidden" name="next" value={`${config.loginUrl}?next=${encodeURIComponent(here)}`} />
            <Button type="submit">{translate('mixbuddy.forbidden.switch')}</Button>
          </form>
        </Stack>
      </Paper>
    </Box>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { permissions, isPending, error } = usePermissions();
  if (error) throw error; // react-admin's error page; never mistake a failed check for a 403
  if (isPending) return <Loading />;
  if (permissions !== 'admin') return <Forbidden />;
  return <RaLayout>{children}</RaLayout>;
}
