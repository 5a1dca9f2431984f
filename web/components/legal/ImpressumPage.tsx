import type { Impressum } from '../../api/config';
import { useAppConfig } from '../../api/use-config';
import { EmailAddress } from '../ui/EmailAddress';
import * as styles from './Legal.css';
import { LegalArticle } from './LegalArticle';

const fields: [keyof Impressum, string][] = [
  ['company', 'Anbieter'],
  ['address', 'Anschrift'],
  ['representative', 'Vertreten durch'],
  ['email', 'E-Mail'],
  ['phone', 'Telefon'],
  ['register', 'Registereintrag'],
  ['vatId', 'Umsatzsteuer-ID'],
];

/** The operator fills these through configuration (IMPRESSUM_* variables, served by /api/config). */
export function ImpressumPage() {
  const { impressum } = useAppConfig();
  return (
    <LegalArticle documentTitle="Impressum" heading="Impressum" lead="Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)">
      <dl className={styles.facts}>
        {fields.map(([key, label]) => {
          const value = impressum[key]?.trim();
          return (
            <div key={key} className={styles.factRow}>
              <dt className={styles.term}>{label}</dt>
              <dd
                className={value ? styles.value : `${styles.value} ${styles.missing}`}
                data-testid={`impressum-${key}`}
              >
                {!value ? 'nicht angegeben' : key === 'email' ? <EmailAddress email={value} /> : value}
              </dd>
            </div>
          );
        })}
      </dl>
    </LegalArticle>
  );
}
