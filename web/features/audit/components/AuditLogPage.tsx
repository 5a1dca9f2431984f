import { useDeferredValue, useMemo, useState } from 'react';
import type { AuditEntity, AuditRow } from '../../../../modules/audit/contract';
import { Card } from '../../../components/ui/Card';
import { Page } from '../../../components/ui/Page';
import { AuditFilters } from './AuditFilters';
import { actorChoices, typeChoices } from '../rules/audit-rows';
import { emptyFilter, toAuditFilter, type FilterState } from '../rules/filter-state';
import { AuditLogSection } from './HistoryList';
import { PackageHistoryDialog } from './PackageHistoryDialog';
import { useLoadedAuditRows } from './use-audit-log';

/** The rows not seen yet (by position), in order. */
function newRows(known: readonly AuditRow[], rows: readonly AuditRow[]): AuditRow[] {
  const seen = new Set(known.map((r) => r.position));
  return rows.filter((r) => !seen.has(r.position) && seen.add(r.position));
}

interface AuditLogPageProps {
  /** The package whose 'Verlauf' is open (`?package=` in the URL), or null. */
  packageId: string | null;
  onPackage: (userPackageId: string | null) => void;
}

/** /admin/audit: the event log, filtered, paged backwards and live; a package's Verlauf on top. */
export function AuditLogPage({ packageId, onPackage }: AuditLogPageProps) {
  const [state, setState] = useState<FilterState>(emptyFilter);
  const filter = useMemo(() => toAuditFilter(state), [state]);
  // A new filter loads while the rows of the last one stay on screen (no spinner over the list).
  const shown = useDeferredValue(filter);
  // Types and people seen so far stay pickable when a filter narrows the rows.
  // Kept as state and grown while rendering when new rows arrive (React's pattern for information
  // from earlier renders), not in a ref read during the render.
  const [known, setKnown] = useState<AuditRow[]>([]);
  const fresh = newRows(known, useLoadedAuditRows(shown));
  if (fresh.length > 0) setKnown([...known, ...fresh]);
  const focus = (entity: AuditEntity, id: string) => setState((s) => ({ ...s, entity, entityId: id }));
  return (
    <Page title="Audit-Protokoll" subtitle="Wer hat was wann getan: jedes Ereignis des Portals, neueste zuerst.">
      <Card title="Filter">
        <AuditFilters
          value={state}
          onChange={setState}
          types={typeChoices(known, state.type ?? undefined)}
          actors={actorChoices(known)}
        />
      </Card>
      <Card title="Ereignisse" subtitle="Neue Ereignisse erscheinen von selbst.">
        <AuditLogSection filter={shown} label="Ereignisse" onPackageHistory={onPackage} onFocusEntity={focus} />
      </Card>
      <PackageHistoryDialog userPackageId={packageId} onClose={() => onPackage(null)} />
    </Page>
  );
}
