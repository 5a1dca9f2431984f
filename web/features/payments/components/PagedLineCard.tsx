import type { ReactNode } from 'react';
import type { PaymentLineView, PaymentProposals } from '../../../../modules/payments/contract';
import { Card } from '../../../components/ui/Card';
import { Pager } from '../../../components/ui/Pager';
import type { LinePages } from '../api/payments';
import { LineTable } from './LineParts';
import * as styles from './PaymentsPage.css';

export type List = keyof LinePages;

/** What each paged list's card and table say. */
const listTexts: Record<List, { title: string; subtitle: string; table: string; columns: string[]; none: string }> = {
  proposals: {
    title: 'Vorschläge',
    subtitle:
      'Buchungen, deren Verwendungszweck eine Rechnung nennt. Unsichere Vorschläge (Nummer ähnlich, nur Betrag und Zahler) bitte prüfen; Rückbuchungen werden hier gezeigt, aber noch nicht gebucht.',
    table: 'Zuordnungsvorschläge',
    columns: ['Rechnung', 'Abgleich', 'Aktion'],
    none: 'Keine offenen Vorschläge.',
  },
  unmatched: {
    title: 'Nicht zugeordnet',
    subtitle:
      'Gutschriften ohne erkennbare Rechnung. Ordnen Sie eine von Hand zu, oder legen Sie sie mit Grund als erledigt ab.',
    table: 'Nicht zugeordnete Buchungen',
    columns: ['Zuordnen'],
    none: 'Keine offenen Buchungen.',
  },
  dismissed: {
    title: 'Erledigt',
    subtitle: 'Buchungen, die keine Rechnung betreffen, mit dem Grund.',
    table: 'Als erledigt abgelegte Buchungen',
    columns: ['Grund'],
    none: 'Keine abgelegten Buchungen.',
  },
};
/** A row's test id starts with this (`proposal-…`, `unmatched-…`, `dismissed-…`). */
const rowPrefix: Record<List, string> = { proposals: 'proposal', unmatched: 'unmatched', dismissed: 'dismissed' };

export interface ListProps {
  data: PaymentProposals;
  onPage: (list: List, page: number) => void;
}

/**
 * One of the statement's paged lists (50 lines a page) in its card: a message above the table, the
 * bank's lines with the card's own cells (`children`), the pager; a page change keeps the page
 * shown until the next is loaded.
 */
export function PagedLineCard(
  props: ListProps & {
    list: List;
    notice?: ReactNode;
    hiddenColumns?: string[];
    children: (line: PaymentLineView) => ReactNode;
  },
) {
  const { list, data } = props;
  const texts = listTexts[list];
  const { page, total } = data.paging[list];
  const size = data.pageSize;
  return (
    <Card title={texts.title} subtitle={texts.subtitle} testId={`payments-${list}`}>
      <div className={styles.stackMd}>
        {props.notice}
        <LineTable
          label={texts.table}
          extraColumns={texts.columns}
          hiddenColumns={props.hiddenColumns}
          items={data[list]}
          emptyText={texts.none}
          testIdPrefix={rowPrefix[list]}
        >
          {props.children}
        </LineTable>
        <Pager
          total={total}
          offset={(page - 1) * size}
          limit={size}
          none="Keine Buchungen"
          testId={`payments-${list}-range`}
          onOffsetChange={(offset) => props.onPage(list, Math.floor(offset / size) + 1)}
        />
      </div>
    </Card>
  );
}
