import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ADMIN_MEETINGS_PAGE_SIZE,
  meetingStatusLabels,
  meetingStatuses,
  type AdminMeetingSort,
  type MeetingStatus,
  type MeetingView,
} from '../../../../modules/meetings/contract';
import { adminMeetingsQuery } from '../api/meetings';
import { downloadMeetingsCsv } from '../api/meetings-export';
import { listQueryOf, shownCountText, type AdminMeetingSearch } from '../rules/admin-search';
import { commonErrorToast } from '../../../api/handle-error';
import { Button } from '../../../components/ui/Button';
import { Pager } from '../../../components/ui/Pager';
import { ListSearchField } from '../../../components/ui/ListSearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { toast } from '../../../components/ui/toast-queue';
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

interface AdminMeetingsViewProps {
  search: AdminMeetingSearch;
  /** Keeps search, filter, sort and page in the URL. */
  onSearchChange: (next: AdminMeetingSearch) => void;
}

/** Admin /admin/meetings: search, status filter, sort, one page from the server, pager, export, details. */
export function AdminMeetingsView({ search, onSearchChange }: AdminMeetingsViewProps) {
  const query = listQueryOf(search);
  const page = useQuery(adminMeetingsQuery(query));
  // A new filter starts at the first page.
  const filter = (patch: Partial<AdminMeetingSearch>) => onSearchChange({ ...search, ...patch, offset: undefined });
  // A new function each render does no harm: useSearchText calls it only when the settled text changed.
  const onSearch = (settled: string) => filter({ search: settled || undefined });
  // The meeting itself, refreshed from the page while it is on it: after a cancellation or a push
  // the dialog shows the meeting as it is now, and stays open if it left the page.
  const [selected, setSelected] = useState<MeetingView | null>(null);

  const exporting = useMutation({
    mutationFn: () => downloadMeetingsCsv(query),
    onMutate: () => toast.info('Export started'),
    meta: { errorToast: commonErrorToast },
  });

  // Spec 02 §8: a failed first load is the route's error; a failed refresh keeps the last page.
  const data = page.data ?? { meetings: [], total: 0, all: 0 };
  const shown = selected ? (data.meetings.find((m) => m.id === selected.id) ?? selected) : null;

  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        <div className={styles.search}>
          <ListSearchField
            value={query.search}
            onSearch={onSearch}
            placeholder="Klient, Accelerator, Datum oder Status"
          />
        </div>
        <SelectField
          label="Status"
          options={statusOptions}
          value={query.status}
          onChange={(id) => filter({ status: !id || id === 'all' ? undefined : (id as MeetingStatus) })}
        />
        <SelectField
          label="Sortieren nach"
          options={sortOptions}
          value={query.sort}
          onChange={(id) => filter({ sort: !id || id === 'date' ? undefined : (id as AdminMeetingSort) })}
        />
      </div>
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite" data-testid="meetings-count">
          {shownCountText(data.meetings.length, data.total, data.all)}
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onPress={() => void page.refetch()} isPending={page.isFetching}>
            Aktualisieren
          </Button>
          <Button variant="secondary" onPress={() => exporting.mutate()} isPending={exporting.isPending}>
            Exportieren
          </Button>
        </div>
      </div>
      <AdminMeetingsTable meetings={data.meetings} onDetails={setSelected} />
      <Pager
        total={data.total}
        offset={query.offset}
        limit={ADMIN_MEETINGS_PAGE_SIZE}
        onOffsetChange={(offset) => onSearchChange({ ...search, offset: offset || undefined })}
        none="Keine Meetings auf dieser Seite"
        testId="meetings-range"
      />
      <AdminMeetingDetails meeting={shown} onClose={() => setSelected(null)} />
    </div>
  );
}
