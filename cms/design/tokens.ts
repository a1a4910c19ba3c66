/**
 * MixBuddy's design tokens — colours, type, radii, the focus ring — in one place, read by both
 * faces of MixBuddy so they cannot drift: the site's CSS gets them as custom properties
 * (`tokensCss`, written into the page head by site/src/layouts/Layout.astro; global.css uses
 * var(--accent) …) and the back office builds its MUI theme from them (backoffice/src/theme.ts).
 * Pure and server-free.
 *
 * Contrast (WCAG AA, 4.5:1 for text): ink and muted on bg, surface and surface-alt; accent as
 * text on those and as a background under white (on-accent); focus as a 3 px ring. The dark set
 * keeps the same pairs (tests/e2e/contrast.spec.ts measures the rendered pages).
 */
export type Palette = {
  bg: string;
  surface: string;
  'surface-alt': string;
  ink: string;
  muted: string;
  border: string;
  accent: string;
  'accent-hover': string;
  'accent-soft': string;
  'accent-2': string;
  'on-accent': string;
  focus: string;
  danger: string;
  'danger-soft': string;
  success: string;
  warning: string;
};

export const light: Palette = {
  bg: '#fbf6ef',
  surface: '#ffffff',
  'surface-alt': '#f4ebdf',
  ink: '#2a1f17',
  muted: '#6b5a4c',
  border: '#e6d9c8',
  accent: '#b4441a',
  'accent-hover': '#923510',
  'accent-soft': '#fbe3d4',
  'accent-2': '#f5c26b',
  'on-accent': '#ffffff',
  focus: '#0b5cad',
  danger: '#a4161a',
  'danger-soft': '#fde8e8',
  success: '#2f6b2f',
  warning: '#8a4b00',
};

export const dark: Palette = {
  bg: '#1b1510',
  surface: '#251d17',
  'surface-alt': '#30261e',
  ink: '#f6ede3',
  muted: '#cbb8a5',
  border: '#4a3b30',
  accent: '#f2945f',
  'accent-hover': '#f6ad84',
  'accent-soft': '#4a2a1a',
  'accent-2': '#f5c26b',
  'on-accent': '#1b1510',
  focus: '#8cbcff',
  danger: '#ff8f85',
  'danger-soft': '#4a1d1b',
  success: '#8fd18f',
  warning: '#f5c26b',
};

export const type = {
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontDisplay: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
};

export const shape = { radius: 14, radiusSmall: 8 };

/** The focus ring: 3 px in the focus colour, 2 px away from the control. */
export const focusRing = { width: 3, offset: 2 };

/** The site's custom properties (light: the site has one colour scheme). */
export const tokensCss = `:root{${Object.entries(light)
  .map(([name, value]) => `--${name}:${value};`)
  .join('')}--radius:${shape.radius}px;--radius-small:${shape.radiusSmall}px;--font:${type.font};--font-display:${type.fontDisplay};}`;
