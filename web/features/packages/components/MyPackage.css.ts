import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { buttonRow, spread, stack } from '../../../components/ui/layout.css';
import { tinted } from '../../../components/ui/surface.css';
import { grid } from '../../../components/ui/layout';

export const titleRow = style([spread, { gap: vars.space.md }]);

export const packageName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The package's name inside the dashboard card, below the card's own title. */
export const cardPackageName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const warning = style([
  tinted,
  { borderLeft: `4px solid ${vars.color.warning}`, background: vars.color.warningSoft },
]);

export const warningTitle = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.warning,
});

export const meter = stack.xs;

export const meterLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', borderRadius: vars.radius.full, background: vars.color.primary });

/** In a DividedList: the partner and the hours beside it, below it on phones. */
export const partner = grid({ columns: 'fill:auto', gap: 'md', phoneGap: 'xs', align: 'center' });

export const partnerInfo = style([stack.xxs, { minWidth: 0 }]);

export const partnerHours = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const actions = buttonRow;
