/**
 * The back office's theme: react-admin's light theme with colours dark enough for WCAG AA contrast
 * (4.5:1 for text) in every place they carry text — the app bar (secondary), buttons and links
 * (primary), status chips (warning, info) and the form toolbar (checked by tests/e2e/a11y.spec.ts).
 * Only a light theme: a dark one would be a second set of colours nobody checks.
 * MUI's own screen-reader labels (pagination, autocomplete, alerts, rating) come from its Danish locale.
 * Reflow (WCAG 1.4.10): at 640 px (1280 px zoomed to 200 %) and 320 px the page itself never
 * scrolls sideways — the layout may shrink below its content, a list's table scrolls inside its
 * own box, toolbars and tabs wrap or scroll (tests/e2e/fit.spec.ts).
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
    // Disabled controls keep 4.5:1 (MUI's default grey is 1.9:1; tests/e2e/contrast.spec.ts).
    action: { ...base.palette?.action, disabled: '#595959', disabledBackground: '#e0e0e0' },
  },
  components: {
    ...base.components,
    ...daDK.components,
    MuiAutocomplete: {
      ...base.components?.MuiAutocomplete,
      // daDK says "Slet" (delete) and "Åben" (open, the adjective) here.
      defaultProps: {
        ...daDK.components?.MuiAutocomplete?.defaultProps,
        ...base.components?.MuiAutocomplete?.defaultProps,
        clearText: 'Ryd',
        openText: 'Åbn',
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // Focus visible (WCAG 2.4.7): MUI only tints a focused control; a ring shows where the keyboard is
        // (white on the blue app bar). tests/e2e/journeys.spec.ts checks it at every Tab stop.
        ':focus-visible, .Mui-focusVisible': { outline: '2px solid #1565c0 !important', outlineOffset: '2px' },
        '.MuiAppBar-root :focus-visible, .MuiAppBar-root .Mui-focusVisible': { outlineColor: '#fff !important' },
        // prefers-reduced-motion (WCAG 2.3.3): no transitions, animations or ripples (tests/e2e/motion.spec.ts).
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto !important' },
          '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' },
        },
      },
    },
    // react-admin's "skip to content" button is white text on the page's own near-white when focused.
    RaSkipNavigationButton: {
      styleOverrides: { root: { backgroundColor: '#1565c0', '&:hover': { backgroundColor: '#003c8f', opacity: 1 } } },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
    // react-admin's layout is at least as wide as its content (min-width: fit-content).
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
    RaShow: { styleOverrides: { root: { minWidth: 0, '& .RaShow-main': { minWidth: 0 } } } },
    RaEdit: { styleOverrides: { root: { minWidth: 0, '& .RaEdit-main': { minWidth: 0 } } } },
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', rowGap: 8, '& .MuiStack-root': { flexWrap: 'wrap', rowGap: 8 } } } },
    MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
  },
};
