import { createGlobalTheme } from '@vanilla-extract/css';

// The one theme of the app: colours, spacing, type scale, radii, shadows and breakpoints.
// Every style file reads its values from here, so the look stays consistent.
export const vars = createGlobalTheme(':root', {
  color: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceMuted: '#f0f2f5',
    border: '#dde2e8',
    borderStrong: '#c3cad3',
    text: '#1b2430',
    textMuted: '#5a6473',
    textInverse: '#ffffff',
    primary: '#1f4e5f',
    primaryHover: '#173d4b',
    primarySoft: '#e5eff2',
    // WCAG 1.4.3: white text on the accent (badges, counts, the current step) and the accent as text on
    // white need 4.5:1; the former #c8963e had 2.66:1. Same hue and saturation, darker: 4.64:1.
    accent: '#946e2a',
    accentSoft: '#f8efdf',
    focus: '#2f7d95',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdf0ef',
    success: '#1e7b4f',
    successSoft: '#eaf7f0',
    warning: '#a15c07',
    warningSoft: '#fdf4e6',
    overlay: 'rgba(18, 26, 36, 0.45)',
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  radius: { sm: '6px', md: '10px', lg: '14px', full: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.16)',
  },
  size: { sidebar: '248px', sidebarCollapsed: '72px', header: '64px', content: '1120px' },
});

/** Media queries; the phone layout (drawer menu) applies below `tablet`. */
export const media = { tablet: 'screen and (min-width: 768px)', phone: 'screen and (max-width: 767.98px)' } as const;
