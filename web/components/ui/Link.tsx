import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { classForButton, type ButtonVariant } from './Button';
import * as styles from './Link.css';

// React Aria links wired into TanStack Router, so every `to` is type-checked against the routes.

const TextAnchor = forwardRef<HTMLAnchorElement, Omit<RACLinkProps, 'className'>>(function TextAnchor(props, ref) {
  return <RACLink ref={ref} {...props} className={styles.textLink} />;
});

interface ButtonAnchorProps extends Omit<RACLinkProps, 'className'> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(
  { variant, fullWidth, ...props },
  ref,
) {
  return <RACLink ref={ref} {...props} className={classForButton(variant, fullWidth)} />;
});

/** An inline text link to a route. */
export const TextLink = createLink(TextAnchor);

/** A link to a route that looks like a button. */
export const ButtonLink = createLink(ButtonAnchor);

/** A client's name, linking to their details (the office's lists: invoices, open items, attention). */
export function ClientDetailsLink({ clientId, name }: { clientId: string; name: string }) {
  return (
    <TextLink to="/admin/clients/$clientId" params={{ clientId }}>
      {name}
    </TextLink>
  );
}
