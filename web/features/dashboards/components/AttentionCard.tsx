import type { AttentionItem } from '../../../../modules/dashboards/contract';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/Link';
import { StatusPill } from '../../../components/ui/StatusPill';
import { describeAttention } from '../rules/attention';
import * as styles from './Dashboard.css';
import { DividedList } from '../../../components/ui/DividedList';

/** Active clients the firm should look at: no meeting for 30 days, expiring soon, few hours left. */
export function AttentionCard({ items }: { items: AttentionItem[] }) {
  return (
    <Card
      title="Braucht Aufmerksamkeit"
      subtitle="Aktive Klienten ohne Termin seit 30 Tagen, bald ablaufende Pakete, wenige Stunden."
      testId="attention-list"
    >
      {items.length === 0 ? (
        <p className={styles.empty}>Alles im grünen Bereich.</p>
      ) : (
        <DividedList aria-label="Klienten, die Aufmerksamkeit brauchen">
          {items.map((item) => {
            const d = describeAttention(item);
            return (
              <li key={`${item.clientId}-${item.reason}`} className={styles.row} data-testid="attention-item">
                <div className={styles.rowHead}>
                  <TextLink to="/admin/clients/$clientId" params={{ clientId: item.clientId }}>
                    {item.clientName}
                  </TextLink>
                  <StatusPill tone={d.tone}>{d.label}</StatusPill>
                </div>
                {d.detail ? <span className={styles.muted}>{d.detail}</span> : null}
              </li>
            );
          })}
        </DividedList>
      )}
    </Card>
  );
}
