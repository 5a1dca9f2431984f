import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meetingStatusLabels, meetingStatuses, type MeetingView } from '../../../../modules/meetings/contract';
import { adminMeetingsQuery } from '../api/meetings';
import { downloadMeetingsCsv } from '../api/meetings-export';
import { commonErrorToast } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { SearchInputField } from '../../../components/ui/SearchInputField';
import { SelectField } from '../../../components/ui/SelectField';
import { toast } from '../../../components/ui/toast-queue';
import { useListFilter } from '../../../lib/use-list-filter';
import { filterMeetings, type AdminMeetingFilter } from '../../../../modules/meetings/contract';
import { AdminMeetingDetails } from './AdminMeetingDetails';
import { AdminMeetingsTable } from './AdminMeetingsTable';
import * as styles from './AdminMeetingsView.css';

const statusOptions = [
  { id: 'all', label: 'Alle Status' },
  ...meetingStatuses.map((s) => ({ id: s, label: meetingStatusLabels[s] })),
];
const sortOptions = [
  { id: 'date', label: 'Datum' },
  { id: 'client', label: 'Klient' },
  { id: 'status', label: 'Status' },
];

/** Admin /admin/meetings: search, status filter, sort, table, refresh, CSV export, details. */
export function AdminMeetingsView() {
  const query = useSuspenseQuery(adminMeetingsQuery);
  const { filter, bind } = useListFilter<AdminMeetingFilter>({ search: '', status: 'all', sort: 'date' });
  // The id, not a copy: after a cancellation the dialog shows the refreshed meeting.
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const exporting = useMutation({
    mutationFn: () => downloadMeetingsCsv(filter),
    onMutate: () => toast.info('Export started'),
    meta: { errorToast: commonErrorToast },
  });

  // Spec 02 §8: a failed load shows no list (the route's error); a failed refresh keeps the last one.
  const all = query.data;
  const rows = filterMeetings(all, filter);
  const selected = all.find((m) => m.id === selectedId) ?? null;

  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        <div className={styles.search}>
          <SearchInputField label="Suche" placeholder="Klient, Accelerator, Datum oder Status" {...bind('search')} />
        </div>
        <SelectField label="Status" options={statusOptions} {...bind('status')} />
        <SelectField label="Sortieren nach" options={sortOptions} {...bind('sort')} />
      </div>
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite" data-testid="meetings-count">
          {rows.length} von {all.length} Meetings angezeigt
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
            Aktualisieren
          </Button>
          <Button variant="secondary" onPress={() => exporting.mutate()} isPending={exporting.isPending}>
            Exportieren
          </Button>
        </div>
      </div>
      <AdminMeetingsTable meetings={rows} onDetails={(m: MeetingView) => setSelectedId(m.id)} />
      <AdminMeetingDetails meeting={selected} onClose={() => setSelectedId(null)} />
    </div>
  );
}
