import { auditEntities, auditEntityLabels, type AuditEntity } from '../../../../modules/audit/contract';
import { Button } from '../../../components/ui/Button';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { SelectField } from '../../../components/ui/SelectField';
import type { Choice } from '../rules/audit-rows';
import { EntityPicker } from './EntityPicker';
import { emptyFilter, rangeError, type FilterState } from '../rules/filter-state';
import * as styles from './Audit.css';

const all = 'all';
const entityOptions = [
  { id: all, label: 'Alle' },
  ...auditEntities.map((e) => ({ id: e, label: auditEntityLabels[e] })),
];

interface AuditFiltersProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  types: Choice[];
  actors: Choice[];
}

/** Entity (kind and which one), event type, actor and date range of the audit log. */
export function AuditFilters({ value, onChange, types, actors }: AuditFiltersProps) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  return (
    <div className={styles.filters} role="group" aria-label="Filter">
      <SelectField
        label="Art"
        options={entityOptions}
        value={value.entity ?? all}
        onChange={(id) => set({ entity: id && id !== all ? (id as AuditEntity) : null, entityId: null })}
      />
      <EntityPicker entity={value.entity} entityId={value.entityId} onChange={(entityId) => set({ entityId })} />
      <SelectField
        label="Ereignistyp"
        options={[{ id: all, label: 'Alle Typen' }, ...types]}
        value={value.type ?? all}
        onChange={(id) => set({ type: id && id !== all ? id : null })}
      />
      <SelectField
        label="Ausgeführt von"
        options={[{ id: all, label: 'Alle Personen' }, ...actors]}
        value={value.actorId ?? all}
        onChange={(id) => set({ actorId: id && id !== all ? id : null })}
      />
      <DatePickerField label="Von" value={value.from} onChange={(from) => set({ from })} />
      <DatePickerField label="Bis" value={value.to} onChange={(to) => set({ to })} error={rangeError(value)} />
      <div className={styles.filterActions}>
        <Button variant="ghost" onPress={() => onChange(emptyFilter)}>
          Filter zurücksetzen
        </Button>
      </div>
    </div>
  );
}
