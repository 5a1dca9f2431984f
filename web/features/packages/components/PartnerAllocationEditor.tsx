import { useState } from 'react';
import type { PartnerAllocation } from '../../../../modules/packages/contract';
import type { PartnerChoice } from '../api/packages-form-data';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { NumberInputField } from '../../../components/ui/NumberInputField';
import { SelectField } from '../../../components/ui/SelectField';
import { addAllocation, removeAllocation, totalHours } from '../rules/assignment-draft';
import { formatHours } from '../../../../lib/german/format';
import * as styles from './PackageForms.css';

export const partnerLabel = (p: Pick<PartnerChoice, 'name' | 'specialty'>) => `${p.name} - ${p.specialty}`;

interface Props {
  partners: PartnerChoice[];
  allocations: PartnerAllocation[];
  onChange: (allocations: PartnerAllocation[]) => void;
  loadError?: string | undefined;
}

/** Pick a partner, enter hours, add; the list of allocations with remove and the total (spec 02 §2). */
export function PartnerAllocationEditor({ partners, allocations, onChange, loadError }: Props) {
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [hours, setHours] = useState(Number.NaN);
  const [error, setError] = useState<string>();
  const byId = new Map(partners.map((p) => [p.id, p]));
  // A partner is allocated once: the picker offers only those not in the list yet.
  const options = partners.filter((p) => !allocations.some((a) => a.partnerId === p.id)).map((p) => ({ id: p.id, label: partnerLabel(p) }));

  const add = () => {
    const result = addAllocation(allocations, partnerId, hours);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    onChange(result.allocations);
    setPartnerId(null);
    setHours(Number.NaN);
    setError(undefined);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLabel}>Partner Allocation *</legend>
      <div className={styles.allocationRow}>
        <div className={styles.allocationPartner}>
          <SelectField label="Partner" placeholder="Select a partner" options={options} value={partnerId} onChange={setPartnerId} emptyText="No partners available" error={loadError} />
        </div>
        <NumberInputField label="Hours" minValue={1} step={1} value={hours} onChange={setHours} />
        <Button variant="secondary" onPress={add}>Add</Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {allocations.length === 0 ? (
        <p className={styles.muted}>No partners allocated yet</p>
      ) : (
        <ul className={styles.allocationList} aria-label="Allocated partners">
          {allocations.map((a) => {
            const partner = byId.get(a.partnerId);
            const name = partner ? partnerLabel(partner) : a.partnerId;
            return (
              <li key={a.partnerId} className={styles.allocationItem}>
                <span className={styles.allocationName}>{name}</span>
                <span className={styles.allocationHours}>{formatHours(a.hours)} h</span>
                <Button variant="ghost" aria-label={`Remove ${partner?.name ?? 'partner'}`} onPress={() => onChange(removeAllocation(allocations, a.partnerId))}>Remove</Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.total}>Total Hours: <span className={styles.strong}>{formatHours(totalHours(allocations))}</span></p>
    </fieldset>
  );
}
