import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { cluster, stack } from '../../../components/ui/layout.css';

export const badge = style([
  cluster.xs,
  {
    display: 'inline-flex',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    background: vars.color.successSoft,
    color: vars.color.success,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
  },
]);

export const form = stack.lg;

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });

export const dangerText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
