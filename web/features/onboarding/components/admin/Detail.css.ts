import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  width: '100%',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 38%) 1fr',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

// Long German compounds ('Entwicklungsbereitschaft') break instead of running into the value.
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, hyphens: 'auto', overflowWrap: 'anywhere' });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const valueList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const unanswered = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontStyle: 'italic' });

export const scoreLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const downloads = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const back = style({ fontSize: vars.fontSize.sm });
