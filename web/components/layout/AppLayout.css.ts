import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { iconButton } from '../ui/controls.css';

export const shell = style({ display: 'flex', minHeight: '100vh', width: '100%' });

// The aside spans the whole page height (its border and background run to the bottom);
// its inner column sticks to the viewport while the content scrolls.
export const sidebar = style({
  flexShrink: 0,
  width: vars.size.sidebar,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  transition: 'width 160ms ease',
  '@media': { [media.phone]: { display: 'none' } },
  selectors: { '[data-collapsed="true"] &': { width: vars.size.sidebarCollapsed } },
});

export const sidebarInner = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: vars.size.header,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.primary,
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  flexShrink: 0,
  // The gold of the rising line in the logo.
  color: '#e8c27a',
  boxShadow: 'inset 0 0 0 1px rgba(255, 255, 255, 0.25)',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const brandText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '[data-collapsed="true"] &': { display: 'none' } },
});

export const sidebarFooter = style({
  marginTop: 'auto',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  selectors: { '[data-collapsed="true"] &': { justifyContent: 'center' } },
});

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: vars.size.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.xl}`,
  background: 'rgba(255, 255, 255, 0.92)',
  backdropFilter: 'blur(6px)',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: `0 ${vars.space.md}` } },
});

export const phoneOnly = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const headerBrand = style([
  phoneOnly,
  {
    fontWeight: vars.fontWeight.bold,
    color: vars.color.primary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
]);

export const headerSpacer = style({ flex: 1 });

export const content = style({
  flex: 1,
  padding: `${vars.space.xxl} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  outline: 'none',
  '@media': { [media.phone]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 100, background: vars.color.overlay });

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(300px, 85vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export const drawerDialog = style({ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none' });

export const drawerHeader = style([brand, { justifyContent: 'space-between' }]);

export const closeButton = iconButton;

export const drawerBrand = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
