import type { AttentionItem } from '../../../../modules/dashboards/contract';
import { StatusPill } from '../../../components/ui/StatusPill';
import { describeAttention } from '../rules/attention';
import { ClientRowsCard, type ClientRow } from './ClientRowsCard';

function attentionRow(item: AttentionItem): ClientRow {
  const d = describeAttention(item);
  return {
    key: `${item.clientId}-${item.reason}`,
    clientId: item.clientId,
    clientName: item.clientName,
    aside: <StatusPill tone={d.tone}>{d.label}</StatusPill>,
    detail: d.detail,
    testId: 'attention-item',
  };
}

/** Active clients the firm should look at: no meeting for 30 days, expiring soon, few hours left. */
export function AttentionCard({ items }: { items: AttentionItem[] }) {
  return (
    <ClientRowsCard
      title="Braucht Aufmerksamkeit"
      subtitle="Aktive Klienten ohne Termin seit 30 Tagen, bald ablaufende Pakete, wenige Stunden."
      testId="attention-list"
      empty="Alles im grünen Bereich."
      listLabel="Klienten, die Aufmerksamkeit brauchen"
      rows={items.map(attentionRow)}
    />
  );
}
