import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { archiveMessages, type ArchivedClient } from '../../../../modules/archive/contract';
import { archiveQuery, downloadClientData } from '../api/archive';
import { commonErrorToast } from '../../../api/handle-error';
import { Page } from '../../../components/ui/Page';
import { SearchInputField } from '../../../components/ui/SearchInputField';
import { SelectField } from '../../../components/ui/SelectField';
import { toast } from '../../../components/ui/toast-queue';
import { useListFilter } from '../../../lib/use-list-filter';
import { filterArchive, packageOptions, statusOptions, type ArchiveFilter } from '../rules/archive-filter';
import { ArchiveTable, type ArchiveAction } from './ArchiveTable';
import { EditNotesDialog } from './EditNotesDialog';
import * as styles from './Archive.css';

/** /admin/kundenkartei: former clients with a finished package, their notes and data export. */
export function KundenKarteiPage() {
  const { data: all } = useSuspenseQuery(archiveQuery);
  const navigate = useNavigate();
  const { filter, bind } = useListFilter<ArchiveFilter>({ search: '', status: 'all', packageName: 'all' });
  const [editing, setEditing] = useState<ArchivedClient | null>(null);

  const exporting = useMutation({
    mutationFn: (row: ArchivedClient) => downloadClientData(row.userId),
    onMutate: () => toast.info(archiveMessages.exporting),
    meta: { errorToast: commonErrorToast },
  });

  const rows = filterArchive(all, filter);

  const onAction = (row: ArchivedClient, action: ArchiveAction) => {
    if (action === 'details') void navigate({ to: '/admin/clients/$clientId', params: { clientId: row.userId } });
    if (action === 'notes') setEditing(row);
    if (action === 'export') exporting.mutate(row);
  };

  return (
    <Page title="KundenKartei" subtitle="Ehemalige Klienten mit abgeschlossenem, gekündigtem oder abgelaufenem Paket.">
      <div className={styles.layout}>
        <div className={styles.filters}>
          <SearchInputField label="Suche" placeholder="Name, Unternehmen oder E-Mail" {...bind('search')} />
          <SelectField label="Status" options={statusOptions} {...bind('status')} />
          <SelectField label="Paket" options={packageOptions(all)} {...bind('packageName')} />
        </div>
        <p className={styles.count} aria-live="polite" data-testid="archive-count">
          {rows.length} von {all.length} Kunden angezeigt
        </p>
        <ArchiveTable rows={rows} onAction={onAction} />
      </div>
      {editing ? <EditNotesDialog key={editing.id} row={editing} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}
