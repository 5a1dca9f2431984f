import { wizardTexts } from '../../../../../modules/onboarding/contract';
import { Spinner } from '../../../../components/ui/Spinner';
import { LineIcon } from '../../../../components/ui/LineIcon';
import * as wizardStyles from '../wizard/Wizard.css';
import * as styles from './Account.css';

/** Shown after registration until the move to the dashboard (spec 01 §2: after 2 seconds). */
export function RegistrationSuccess({ name }: { name: string }) {
  return (
    <section className={`${wizardStyles.panel} ${styles.success}`} aria-labelledby="registration-success" role="status">
      <span className={styles.successMark} aria-hidden="true">
        <LineIcon size={30} strokeWidth={2.2}>
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </LineIcon>
      </span>
      <h2 id="registration-success" className={wizardStyles.panelTitle}>
        {wizardTexts.registrationSuccess}
      </h2>
      <p className={wizardStyles.text}>
        Willkommen, {name}! Ihr Konto ist eingerichtet, und Ihre Anfrage für das kostenlose Erstgespräch liegt uns vor.
      </p>
      <div className={styles.redirect}>
        <Spinner label="Weiterleitung" />
        <p>Sie werden zu Ihrem Dashboard weitergeleitet …</p>
      </div>
    </section>
  );
}
