/**
 * The back office's theme, light and dark, built from MixBuddy's design tokens (cms/design/tokens.ts,
 * the same module the site's CSS reads): the warm palette, the site's type (display serif for
 * headings) and its focus ring. Every colour that carries text keeps WCAG AA contrast (4.5:1) in
 * both themes — buttons and links (primary = accent), the app bar, status chips, disabled
 * controls, the form toolbar (tests/e2e/a11y.spec.ts and contrast.spec.ts cover /admin).
 * MUI's own screen-reader labels (pagination, autocomplete, alerts, rating) come from its Danish locale.
 * Reflow (WCAG 1.4.10): at 640 px (1280 px zoomed to 200 %) and 320 px the page itself never
 * scrolls sideways — the layout may shrink below its content, a list's table scrolls inside its
 * own box, toolbars and tabs wrap or scroll (tests/e2e/fit.spec.ts); phones get rows instead of
 * tables (components/ResponsiveList.tsx).
 */
import { daDK } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { dark, focusRing, light, shape, type, type Palette } from '../../cms/design/tokens';

function mixbuddyTheme(base: RaThemeOptions, t: Palette, mode: 'light' | 'dark'): RaThemeOptions {
  const ring = `${focusRing.width}px solid ${t.focus} !important`;
  return {
    ...base,
    palette: {
      ...base.palette,
      mode,
      primary: { main: t.accent, dark: t['accent-hover'], contrastText: t['on-accent'] },
      // react-admin's app bar is "secondary": the site's header — the page's own surface, ink text.
      secondary: { main: t.surface, contrastText: t.ink },
      error: { main: t.danger, contrastText: t['on-accent'] },
      warning: { main: t.warning, contrastText: t['on-accent'] },
      info: { main: t.focus, contrastText: t['on-accent'] },
      success: { main: t.success, contrastText: t['on-accent'] },
      background: { default: t.bg, paper: t.surface },
      text: { primary: t.ink, secondary: t.muted, disabled: t.muted },
      divider: t.border,
      // Disabled controls keep 4.5:1 (MUI's default grey is 1.9:1; tests/e2e/contrast.spec.ts).
      action: { ...base.palette?.action, disabled: t.muted, disabledBackground: t['surface-alt'] },
    },
    shape: { borderRadius: shape.radiusSmall },
    typography: {
      fontFamily: type.font,
      ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5'].map((h) => [h, { fontFamily: type.fontDisplay, fontWeight: 700 }])),
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
      MuiAppBar: { styleOverrides: { root: { borderBottom: `1px solid ${t.border}`, boxShadow: 'none' } } },
      MuiCssBaseline: {
        styleOverrides: {
          // Focus visible (WCAG 2.4.7): MUI only tints a focused control; the site's ring shows where the
          // keyboard is. tests/e2e/journeys.spec.ts checks it at every Tab stop.
          ':focus-visible, .Mui-focusVisible': { outline: ring, outlineOffset: `${focusRing.offset}px` },
          // prefers-reduced-motion (WCAG 2.3.3): no transitions, animations or ripples (tests/e2e/motion.spec.ts).
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto !important' },
            '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' },
          },
        },
      },
      // react-admin's "skip to content" button is white text on the page's own near-white when focused.
      RaSkipNavigationButton: {
        styleOverrides: {
          root: { backgroundColor: t.accent, color: t['on-accent'], '&:hover': { backgroundColor: t['accent-hover'], opacity: 1 } },
        },
      },
      RaToolbar: { styleOverrides: { root: { backgroundColor: t['surface-alt'] } } },
      // The selected menu entry in the accent, as the site marks where you are.
      RaMenuItemLink: { styleOverrides: { root: { '&.RaMenuItemLink-active': { color: t.accent, fontWeight: 600 } } } },
      // react-admin's layout is at least as wide as its content (min-width: fit-content).
      RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
      RaShow: { styleOverrides: { root: { minWidth: 0, '& .RaShow-main': { minWidth: 0 } } } },
      RaEdit: { styleOverrides: { root: { minWidth: 0, '& .RaEdit-main': { minWidth: 0 } } } },
      RaTopToolbar: {
        styleOverrides: { root: { flexWrap: 'wrap', rowGap: 8, '& .MuiStack-root': { flexWrap: 'wrap', rowGap: 8 } } },
      },
      MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
    },
  };
}

export const theme = mixbuddyTheme(defaultLightTheme as RaThemeOptions, light, 'light');
export const darkTheme = mixbuddyTheme(defaultDarkTheme as RaThemeOptions, dark, 'dark');
