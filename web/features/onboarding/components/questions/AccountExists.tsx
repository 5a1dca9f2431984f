import { emailHasAccountText } from '../../../../../modules/onboarding/contract';
import { TextLink } from '../../../../components/ui/Link';
import { Notice } from '../../../../components/ui/Notice';

/** At the e-mail question: this address has an account, so the way on is signing in (issue 32). */
export function AccountExists() {
  return (
    <Notice tone="info">
      <span data-testid="email-has-account">
        {emailHasAccountText} <TextLink to="/login">Anmelden</TextLink> ·{' '}
        <TextLink to="/login" search={{ forgot: true }}>
          Passwort vergessen?
        </TextLink>
      </span>
    </Notice>
  );
}
