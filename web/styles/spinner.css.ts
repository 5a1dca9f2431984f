import { keyframes } from '@vanilla-extract/css';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The turning ring of a spinner (the boot spinner of index.html and `<Spinner>`); the size stays with each. */
export const spinnerRing = {
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
} as const;
