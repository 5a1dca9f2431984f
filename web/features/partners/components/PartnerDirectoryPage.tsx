import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { partnersQuery } from '../api/partners';
import { Button } from '../../../components/ui/Button';
import { EmptyState, Page } from '../../../components/ui/Page';
import { SearchInputField } from '../../../components/ui/SearchInputField';
import { directoryEntries, type DirectoryEntry } from '../rules/directory';
import { PartnerCard } from './PartnerCard';
import { PartnerProfileDialog } from './PartnerProfileDialog';
import { SpecialtyFilterDialog } from './SpecialtyFilterDialog';
import { useAssignedHours } from './use-assigned-hours';
import * as styles from './Directory.css';

function CardGrid({
  title,
  entries,
  onOpen,
}: {
  title: string;
  entries: DirectoryEntry[];
  onOpen: (e: DirectoryEntry) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.grid}>
        {entries.map((e) => (
          <PartnerCard key={e.profile.userId} entry={e} onOpen={() => onOpen(e)} />
        ))}
      </ul>
    </section>
  );
}

/** /partners ('Acceleratoren'): search, specialization filter, profile dialog; the client's own partners first. */
export function PartnerDirectoryPage() {
  const { data: partners } = useSuspenseQuery(partnersQuery);
  const assigned = useAssignedHours();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [opened, setOpened] = useState<DirectoryEntry | null>(null);

  const entries = useMemo(
    () => directoryEntries(partners, assigned, query, chosen),
    [partners, assigned, query, chosen],
  );
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const p of partners) if (p.active) map.set(p.specialty, (map.get(p.specialty) ?? 0) + 1);
    return map;
  }, [partners]);
  const own = entries.filter((e) => e.assigned);
  const others = entries.filter((e) => !e.assigned);
  const filtered = query.trim() !== '' || chosen.length > 0;

  let body;
  if (entries.length === 0)
    body = filtered ? (
      <EmptyState title="Keine Acceleratoren gefunden">
        Ändern Sie die Suche oder setzen Sie den Filter zurück.
      </EmptyState>
    ) : (
      <EmptyState title="Noch keine Acceleratoren">
        Sobald Acceleratoren ein aktives Profil haben, erscheinen sie hier.
      </EmptyState>
    );
  else
    body = (
      <>
        <CardGrid title="Ihre Acceleratoren" entries={own} onOpen={setOpened} />
        <CardGrid
          title={own.length > 0 ? 'Weitere Acceleratoren' : 'Alle Acceleratoren'}
          entries={others}
          onOpen={setOpened}
        />
      </>
    );

  return (
    <Page title="Acceleratoren" subtitle="Unsere Expertinnen und Experten für Ihr Vorhaben.">
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <SearchInputField label="Suche" value={query} onChange={setQuery} placeholder="Name, Ort oder Thema" />
        </div>
        <SpecialtyFilterDialog chosen={chosen} onApply={setChosen} counts={counts} />
      </div>
      {filtered ? (
        <div className={styles.filterSummary}>
          <p aria-live="polite">
            {entries.length === 1 ? '1 Accelerator' : `${entries.length} Acceleratoren`}
            {chosen.length > 0 ? ` · ${chosen.join(', ')}` : ''}
          </p>
          <Button
            variant="ghost"
            onPress={() => {
              setQuery('');
              setChosen([]);
            }}
          >
            Alle anzeigen
          </Button>
        </div>
      ) : null}
      {body}
      <PartnerProfileDialog entry={opened} onClose={() => setOpened(null)} />
    </Page>
  );
}
