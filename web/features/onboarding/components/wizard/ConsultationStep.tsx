import { packageTypeTitle } from '../../../../../modules/onboarding/contract';
import { Button } from '../../../../components/ui/Button';
import type { Wizard } from './use-wizard';
import { LineIcon } from '../../../../components/ui/LineIcon';
import * as styles from './ConsultationStep.css';
import * as wizardStyles from './Wizard.css';

const requestLabel = 'Kostenloses Erstgespräch anfragen';

/** Step 3: the free first conversation. Asking for it sets request_sent (spec 01 §4). */
export function ConsultationStep({
  wizard,
  onBack,
  onDone,
}: {
  wizard: Wizard;
  onBack: () => void;
  onDone: () => void;
}) {
  const { answers, selectedPackage } = wizard.progress;
  return (
    <section className={wizardStyles.panel} aria-labelledby="consultation-title">
      <div className={styles.intro}>
        <span className={styles.icon} aria-hidden="true">
          <LineIcon size={26} strokeWidth={1.8}>
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
            <path d="M8.5 11h7M8.5 14h4" />
          </LineIcon>
        </span>
        <div className={styles.body}>
          <h2 id="consultation-title" className={wizardStyles.panelTitle}>
            Ihr kostenloses Erstgespräch
          </h2>
          <p className={wizardStyles.text}>
            Vielen Dank für Ihre Angaben. Bevor es losgeht, lernen wir Sie in einem persönlichen Gespräch kennen –
            kostenlos und unverbindlich.
          </p>
          <ul className={styles.points}>
            <li>Wir besprechen Ihre Ziele und Herausforderungen.</li>
            <li>Wir stimmen das passende Paket mit Ihnen ab.</li>
            <li>Sie lernen unsere Arbeitsweise und Ihre möglichen Acceleratoren kennen.</li>
          </ul>
          <p className={wizardStyles.text}>Wir melden uns persönlich bei Ihnen, um einen Termin zu vereinbaren.</p>
        </div>
      </div>
      <dl className={styles.summary} aria-label="Ihre Angaben">
        <dt className={styles.term}>Gewähltes Paket</dt>
        <dd className={styles.value}>{packageTypeTitle(selectedPackage)}</dd>
        <dt className={styles.term}>E-Mail</dt>
        <dd className={styles.value}>{answers.email ?? '–'}</dd>
        <dt className={styles.term}>Telefon</dt>
        <dd className={styles.value}>{answers.phone ?? '–'}</dd>
      </dl>
      <div className={wizardStyles.actions}>
        <Button variant="secondary" onPress={onBack}>
          Zurück
        </Button>
        <Button
          onPress={() => {
            wizard.requestConsultation();
            onDone();
          }}
        >
          {requestLabel}
        </Button>
      </div>
    </section>
  );
}
