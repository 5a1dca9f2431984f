import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ATTENTION_SHOWN,
  attentionLabels,
  attentionReasons,
  type AdminStats,
  type AttentionItem,
} from '../../../../modules/dashboards/contract';
import { Pager } from '../../../components/ui/Pager';
import { StatusPill } from '../../../components/ui/StatusPill';
import { attentionPageQuery } from '../api/dashboards';
import { describeAttention } from '../rules/attention';
import { ClientRowsCard, type ClientRow } from './ClientRowsCard';
import * as styles from './Dashboard.css';

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

/**
 * Active clients the firm should look at: no meeting for 30 days, expiring soon, few hours left.
 * Issue 17: the stats bring the counts and the most urgent ATTENTION_SHOWN; the pager reads the rest
 * a page at a time.
 */
export function AttentionCard({ stats }: { stats: AdminStats | undefined }) {
  const [offset, setOffset] = useState(0);
  const further = useQuery({ ...attentionPageQuery(offset), enabled: offset > 0 }).data;
  const counts = stats?.attentionCounts;
  const total = counts ? attentionReasons.reduce((sum, r) => sum + counts[r], 0) : 0;
  // The page on screen: a further one once it has come (or the one before while the next loads),
  // else the stats' first items; items and range always of the same page.
  const shown = offset > 0 && further ? further : { attention: stats?.attention ?? [], total, offset: 0 };
  const items = shown.attention;
  return (
    <ClientRowsCard
      title="Braucht Aufmerksamkeit"
      subtitle="Aktive Klienten ohne Termin seit 30 Tagen, bald ablaufende Pakete, wenige Stunden."
      testId="attention-list"
      empty="Alles im grünen Bereich."
      listLabel="Klienten, die Aufmerksamkeit brauchen"
      rows={items.map(attentionRow)}
      summary={
        total > 0 && counts ? (
          <p className={styles.muted} data-testid="attention-counts">
            {attentionReasons
              .filter((r) => counts[r] > 0)
              .map((r) => `${attentionLabels[r]}: ${counts[r]}`)
              .join(' · ')}
          </p>
        ) : null
      }
      footer={
        <Pager
          total={shown.total}
          offset={shown.offset}
          limit={ATTENTION_SHOWN}
          onOffsetChange={setOffset}
          testId="attention-range"
        />
      }
    />
  );
}
