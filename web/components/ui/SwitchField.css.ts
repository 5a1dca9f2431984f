import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, toggle } from './controls.css';

export const switchRoot = style([toggle, { gap: vars.space.md, outline: 'none' }]);

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '40px',
  height: '24px',
  marginTop: '1px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: 'background-color 150ms ease',
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms ease',
});

globalStyle(`${switchRoot}[data-selected] ${track}`, { background: vars.color.primary });
globalStyle(`${switchRoot}[data-selected] ${thumb}`, { transform: 'translateX(16px)' });
globalStyle(`${switchRoot}[data-focus-visible] ${track}`, { boxShadow: focusRing });

export const texts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: '24px',
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
