import type { ReactElement } from 'react';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

interface NameTooltipProps {
  /** What the trigger is called; shown on hover and on keyboard focus. */
  label: string;
  /** Off, the trigger renders alone (its label is on screen anyway). */
  show: boolean;
  /** One focusable react-aria element (Button, Link): it receives the trigger's events. */
  children: ReactElement;
  placement?: 'end' | 'bottom' | 'top';
}

/**
 * Names an icon-only control for sighted users. The accessible name stays the control's own
 * aria-label: the tooltip only repeats it (react-aria links it by aria-describedby).
 */
export function NameTooltip({ label, show, children, placement = 'end' }: NameTooltipProps) {
  if (!show) return children;
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      {children}
      <Tooltip placement={placement} offset={8} className={styles.tooltip}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
