import { wizardTexts } from '../../../../../modules/onboarding/contract';
import { TextLink } from '../../../../components/ui/Link';
import * as styles from './Question.css';

/** Shown under the questions that ask for contact data: the visitor learns why before typing. */
export function PrivacyNotice() {
  return (
    <p className={styles.privacyNotice} data-testid="privacy-notice">
      {wizardTexts.privacyNotice}{' '}
      <TextLink to="/datenschutz" target="_blank">
        Datenschutzerklärung
      </TextLink>{' '}
      und im{' '}
      <TextLink to="/impressum" target="_blank">
        Impressum
      </TextLink>
      .
    </p>
  );
}
