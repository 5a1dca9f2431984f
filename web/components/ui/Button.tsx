import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.button;

interface ButtonProps extends Omit<RACButtonProps, 'className'> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  iconOnly?: boolean;
}

export function classForButton(variant: ButtonVariant = 'primary', fullWidth = false, iconOnly = false): string {
  return [styles.button[variant], fullWidth && styles.fullWidth, iconOnly && styles.iconOnly].filter(Boolean).join(' ');
}

export function Button({ variant = 'primary', fullWidth, iconOnly, ...props }: ButtonProps) {
  return <RACButton {...props} className={classForButton(variant, fullWidth, iconOnly)} />;
}
