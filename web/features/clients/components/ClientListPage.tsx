import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { clientFilterLabels, clientFilters, type ClientFilter } from '../../../../modules/dashboards/contract';
import { clientsQuery, downloadClientsCsv } from '../api/clients';
import { commonErrorToast } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { Page } from '../../../components/ui/Page';
import { SearchInputField } from '../../../components/ui/SearchInputField';
import { ClientTable } from './ClientTable';
import { useDebouncedValue } from './use-debounced-value';
import * as styles from './ClientList.css';

const filterChoices = clientFilters.map((id) => ({ id, label: clientFilterLabels[id] }));

interface ClientListPageProps {
  q: string;
  filter: ClientFilter;
  /** Keeps search and filter in the URL, so 'back' from the details returns to the same list. */
  onChange: (next: { q: string; filter: ClientFilter }) => void;
}

/** /admin/clients ('Klientenliste'): search, filters, CSV export, table or cards. */
export function ClientListPage({ q, filter, onChange }: ClientListPageProps) {
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text.trim(), 300);
  // The search the URL holds; a change from outside (side menu, back button) replaces the typed text.
  const inUrl = useRef(q);
  useEffect(() => {
    if (q === inUrl.current) return;
    inUrl.current = q;
    setText(q);
  }, [q]);
  useEffect(() => {
    if (settled === inUrl.current) return;
    inUrl.current = settled;
    onChange({ q: settled, filter });
  }, [settled, filter, onChange]);

  // Loaded by the route for the URL's search. Spec 02 §8: a failure is no toast; the route shows
  // no list and says why (clientListErrorText).
  const { data: clients } = useSuspenseQuery(clientsQuery({ q, filter }));
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
          <SearchInputField
            label="Suche"
            placeholder="Name, E-Mail, Firma oder Telefon"
            value={text}
            onChange={setText}
          />
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
            {clients.length === 1 ? '1 Klient' : `${clients.length} Klienten`}
          </p>
        </div>
        <ClientTable clients={clients} />
      </div>
    </Page>
  );
}
