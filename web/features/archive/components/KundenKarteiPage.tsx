import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { archiveMessages, type ArchivedClient, type ArchiveStatus } from '../../../../modules/archive/contract';
import { PAGE_SIZE } from '../../../../lib/list-query';
import { archivePageQuery, downloadClientData } from '../api/archive';
import { commonErrorToast } from '../../../api/handle-error';
import { Page } from '../../../components/ui/Page';
import { ListSearchField } from '../../../components/ui/ListSearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { toast } from '../../../components/ui/toast-queue';
import { Pager } from '../../../components/ui/Pager';
import { packageOptions, statusOptions } from '../rules/archive-filter';
import { archiveQueryOf, type ArchiveSearch } from '../rules/archive-search';
import { ArchiveTable, type ArchiveAction } from './ArchiveTable';
import { EditNotesDialog } from './EditNotesDialog';
import * as styles from './Archive.css';

interface KundenKarteiPageProps {
  /** Search, filters and page as the URL holds them. */
  search: ArchiveSearch;
  /** A new search or filter starts at the first page (no `offset`). */
  onChange: (next: ArchiveSearch) => void;
}

/** /admin/kundenkartei: former clients with a finished package, their notes and data export; a page at a time. */
export function KundenKarteiPage({ search, onChange }: KundenKarteiPageProps) {
  // Loaded by the route for the URL's search and page.
  const { data } = useSuspenseQuery(archivePageQuery(archiveQueryOf(search)));
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ArchivedClient | null>(null);
  const { status, package: packageName } = search;
  const onSearch = useCallback(
    (q: string) => onChange({ q, status, package: packageName }),
    [onChange, status, packageName],
  );
  // A page past the end (an old link, entries gone meanwhile) goes back to the first.
  const pastEnd = (search.offset ?? 0) > 0 && (search.offset ?? 0) >= data.total;
  useEffect(() => {
    if (pastEnd) onSearch(search.q ?? '');
  }, [pastEnd, search.q, onSearch]);

  const exporting = useMutation({
    mutationFn: (row: ArchivedClient) => downloadClientData(row.userId),
    onMutate: () => toast.info(archiveMessages.exporting),
    meta: { errorToast: commonErrorToast },
  });

  const onAction = (row: ArchivedClient, action: ArchiveAction) => {
    if (action === 'details') void navigate({ to: '/admin/clients/$clientId', params: { clientId: row.userId } });
    if (action === 'notes') setEditing(row);
    if (action === 'export') exporting.mutate(row);
  };

  return (
    <Page title="KundenKartei" subtitle="Ehemalige Klienten mit abgeschlossenem, gekündigtem oder abgelaufenem Paket.">
      <div className={styles.layout}>
        <div className={styles.filters}>
          <ListSearchField value={search.q ?? ''} onSearch={onSearch} placeholder="Name, Unternehmen oder E-Mail" />
          <SelectField
            label="Status"
            options={statusOptions}
            value={search.status ?? 'all'}
            onChange={(id) =>
              onChange({
                q: search.q,
                package: search.package,
                status: id && id !== 'all' ? (id as ArchiveStatus) : undefined,
              })
            }
          />
          <SelectField
            label="Paket"
            options={packageOptions(data.packageNames)}
            value={search.package ?? 'all'}
            onChange={(id) =>
              onChange({ q: search.q, status: search.status, package: id && id !== 'all' ? id : undefined })
            }
          />
        </div>
        <p className={styles.count} aria-live="polite" data-testid="archive-count">
          {data.total} von {data.all} Kunden angezeigt
        </p>
        <ArchiveTable rows={data.entries} onAction={onAction} />
        <Pager
          total={data.total}
          offset={search.offset ?? 0}
          limit={PAGE_SIZE}
          onOffsetChange={(offset) => onChange({ ...search, offset })}
        />
      </div>
      {editing ? <EditNotesDialog key={editing.id} row={editing} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}
