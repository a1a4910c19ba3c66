/**
 * react-admin's layout, shown only to admins. A signed-in customer or talent who opens /admin
 * gets a Danish 403 page instead (docs/ARCHITECTURE.md, "Routes by role") — no back-office
 * view, no data request.
 */
import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { AppBar, Layout as RaLayout, Loading, TitlePortal, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { light, type as fonts } from '../../cms/design/tokens';
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

/** The site's logo mark (site/src/layouts/Layout.astro), then the page's title. */
function MixBuddyAppBar() {
  return (
    <AppBar>
      <Box
        component="a"
        href="/admin"
        aria-label="MixBuddy administration"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mr: 2, color: 'primary.main', textDecoration: 'none' }}
      >
        <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M6 5h20l-8.5 11v9H22v2H10v-2h4.5v-9z" fill="currentColor" />
          <circle cx="23" cy="9" r="2.5" fill={light['accent-2']} />
        </svg>
        <Typography
          component="span"
          sx={{ fontFamily: fonts.fontDisplay, fontWeight: 700, color: 'text.primary', display: { xs: 'none', sm: 'inline' } }}
        >
          MixBuddy
        </Typography>
      </Box>
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { permissions, isPending, error } = usePermissions();
  if (error) throw error; // react-admin's error page; never mistake a failed check for a 403
  if (isPending) return <Loading />;
  if (permissions !== 'admin') return <Forbidden />;
  return <RaLayout appBar={MixBuddyAppBar}>{children}</RaLayout>;
}
