import type { TemplatePartnerView } from '../../../../modules/packages/contract';
import { defaultSpecialty } from '../../../../modules/partners/contract';
import type { ClientPackage } from '../api/packages-normalize';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/Link';
import { formatHours, formatHoursStd, hoursText } from '../../../../lib/german/format';
import * as styles from './MyPackage.css';
import { DividedList } from '../../../components/ui/DividedList';

function PartnerName({ id, name }: { id: string; name: string }) {
  return (
    <TextLink to="/partner/$id" params={{ id }}>
      {name}
    </TextLink>
  );
}

/** The assigned partners with their hours, and planned partners of the template not (yet) assigned. */
export function PackagePartnersCard({ pkg }: { pkg: ClientPackage }) {
  const started = pkg.status === 'active' || pkg.status === 'expired' || pkg.status === 'completed';
  const planNote = new Map(pkg.templatePartners.map((t) => [t.partnerId, t.description]));
  const plannedOnly: TemplatePartnerView[] = pkg.templatePartners.filter(
    (t) => !pkg.partners.some((p) => p.partnerId === t.partnerId),
  );

  return (
    <>
      <Card title="Ihre Acceleratoren" subtitle="Die Stunden Ihres Pakets je Accelerator." testId="package-partners">
        {pkg.partners.length === 0 ? (
          <p className={styles.text}>Diesem Paket ist noch kein Accelerator zugeordnet.</p>
        ) : (
          <DividedList>
            {pkg.partners.map((p) => (
              <li key={p.partnerId} className={styles.partner}>
                <div className={styles.partnerInfo}>
                  <PartnerName id={p.partnerId} name={p.partnerName} />
                  <span className={styles.text}>{p.partnerType ?? defaultSpecialty}</span>
                  {planNote.get(p.partnerId) ? <span className={styles.text}>{planNote.get(p.partnerId)}</span> : null}
                </div>
                <div className={styles.partnerInfo}>
                  <span className={styles.partnerHours}>
                    {started
                      ? `${formatHours(p.remainingHours)} von ${formatHoursStd(p.totalHours)} übrig`
                      : `${hoursText(p.totalHours)}`}
                  </span>
                  {pkg.status === 'active' ? (
                    <TextLink to="/meetings" search={{ book: p.partnerId }}>
                      Termin buchen
                    </TextLink>
                  ) : null}
                </div>
              </li>
            ))}
          </DividedList>
        )}
      </Card>
      {plannedOnly.length > 0 ? (
        <Card
          title="Geplante Acceleratoren"
          subtitle="Im Paket vorgesehen, Ihnen noch nicht zugeordnet."
          testId="template-partners"
        >
          <DividedList>
            {plannedOnly.map((t) => (
              <li key={t.partnerId} className={styles.partner}>
                <div className={styles.partnerInfo}>
                  <PartnerName id={t.partnerId} name={t.partnerName} />
                  <span className={styles.text}>{t.partnerType ?? defaultSpecialty}</span>
                  {t.description ? <span className={styles.text}>{t.description}</span> : null}
                </div>
                <span className={styles.partnerHours}>{hoursText(t.hours)}</span>
              </li>
            ))}
          </DividedList>
        </Card>
      ) : null}
    </>
  );
}
