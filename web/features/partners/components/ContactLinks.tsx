import { Link } from 'react-aria-components';
import { EmailAddress } from '../../../components/ui/EmailAddress';
import { formatPhone, phoneHref } from '../rules/phone';
import * as styles from './ContactLinks.css';

// How to reach a person from a card or a profile: the mail program or the phone opens on a click;
// both are links, so a keyboard reaches them with Tab.

/**
 * An e-mail address as a `mailto:` link, wrapping at '@' and dots. Named by the address itself: its
 * parts are inline blocks (ContactLinks.css), which a screen reader would otherwise read apart.
 */
export function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} aria-label={email} className={styles.contactLink}>
      <EmailAddress email={email} />
    </Link>
  );
}

/** A phone number, grouped, as a `tel:` link; text only when there is nothing to dial. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = phoneHref(phone);
  if (!href) return <>{phone}</>;
  return (
    <Link href={href} className={styles.contactLink}>
      {formatPhone(phone)}
    </Link>
  );
}
