/**
 * The back office's theme: react-admin's light theme with colours dark enough for WCAG AA contrast
 * (4.5:1 for text) in every place they carry text — the app bar (secondary), buttons and links
 * (primary), status chips (warning, info) and the form toolbar (issue 18; checked by tests/e2e/a11y.spec.ts).
 * Only a light theme: a dark one would be a second set of colours nobody checks.
 * MUI's own screen-reader labels (pagination, autocomplete, alerts, rating) come from its Danish locale.
 */
import { daDK } from '@mui/material/locale';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

const base = defaultLightTheme as RaThemeOptions;

export const theme: RaThemeOptions = {
  ...base,
  palette: {
    ...base.palette,
    primary: { main: '#1565c0', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#a33d00', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
  },
  components: {
    ...base.components,
    ...daDK.components,
    MuiAutocomplete: {
      ...base.components?.MuiAutocomplete,
      // daDK says "Slet" (delete) and "Åben" (open, the adjective) here.
      defaultProps: { ...daDK.components?.MuiAutocomplete?.defaultProps, ...base.components?.MuiAutocomplete?.defaultProps, clearText: 'Ryd', openText: 'Åbn' },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
  },
};
