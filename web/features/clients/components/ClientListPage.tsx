import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { clientFilterLabels, clientFilters, type ClientFilter } from '../../../../modules/dashboards/contract';
import { PAGE_SIZE } from '../../../../lib/list-query';
import { clientPageQuery, downloadClientsCsv } from '../api/clients';
import { commonErrorToast } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { Page } from '../../../components/ui/Page';
import { ListSearchField } from '../../../components/ui/ListSearchField';
import { Pager } from '../../../components/ui/Pager';
import type { ClientListSearch } from '../rules/client-list-search';
import { ClientTable } from './ClientTable';
import * as styles from './ClientList.css';

const filterChoices = clientFilters.map((id) => ({ id, label: clientFilterLabels[id] }));

interface ClientListPageProps {
  q: string;
  filter: ClientFilter;
  offset: number;
  /** Keeps search, filter and page in the URL, so 'back' from the details returns to the same list. */
  onChange: (next: ClientListSearch) => void;
}

/** 'Klienten' or 'n von m Klienten' when a search or filter narrows the list. */
function countText(total: number, all: number): string {
  const noun = all === 1 ? 'Klient' : 'Klienten';
  return total === all ? `${all} ${noun}` : `${total} von ${all} ${noun}`;
}

/** /admin/clients ('Klientenliste'): search, filters, a page of clients, CSV export of all that match. */
export function ClientListPage({ q, filter, offset, onChange }: ClientListPageProps) {
  // A new search or filter starts at the first page.
  const onSearch = useCallback((next: string) => onChange({ q: next, filter }), [onChange, filter]);

  // Loaded by the route for the URL's search and page. Spec 02 §8: a failure is no toast; the route
  // shows no list and says why (clientListErrorText).
  const { data } = useSuspenseQuery(clientPageQuery({ q, filter, offset }));
  // A page past the end (an old link, clients who left meanwhile) goes back to the first.
  const pastEnd = offset > 0 && offset >= data.total;
  useEffect(() => {
    if (pastEnd) onChange({ q, filter });
  }, [pastEnd, q, filter, onChange]);
  const exporting = useMutation({
    mutationFn: () => downloadClientsCsv({ q, filter }),
    meta: { errorToast: commonErrorToast },
  });

  return (
    <Page
      title="Klientenliste"
      subtitle="Alle Klienten mit laufendem oder ausstehendem Paket. Beendete Pakete stehen in der KundenKartei."
    >
      <div className={styles.layout}>
        <div className={styles.toolbar}>
          <ListSearchField value={q} onSearch={onSearch} placeholder="Name, E-Mail, Firma oder Telefon" />
          <Button variant="secondary" onPress={() => exporting.mutate()} isPending={exporting.isPending}>
            Exportieren (CSV)
          </Button>
        </div>
        <div className={styles.bar}>
          <ChoiceChips
            label="Filter"
            choices={filterChoices}
            value={filter}
            onChange={(v) => onChange({ q, filter: v as ClientFilter })}
          />
          <p className={styles.count} aria-live="polite" data-testid="client-count">
            {countText(data.total, data.all)}
          </p>
        </div>
        <ClientTable clients={data.clients} />
        <Pager
          total={data.total}
          offset={offset}
          limit={PAGE_SIZE}
          onOffsetChange={(next) => onChange({ q, filter, offset: next })}
        />
      </div>
    </Page>
  );
}
