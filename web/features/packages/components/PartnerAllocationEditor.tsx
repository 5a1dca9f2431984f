import { useStore } from '@tanstack/react-form';
import type { PartnerAllocation } from '../../../../modules/packages/contract';
import type { PartnerChoice } from '../api/packages-form-data';
import { sendForm, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { germanNumberCheck } from '../../../lib/german-number';
import { firstFormMessage, formErrors } from '../../../lib/validation';
import { addAllocation, hoursSchema, totalHours } from '../rules/assignment-draft';
import { formatHours } from '../../../../lib/german/format';
import * as styles from './PackageForms.css';

export const partnerLabel = (p: Pick<PartnerChoice, 'name' | 'specialty'>) => `${p.name} - ${p.specialty}`;

interface Props {
  partners: PartnerChoice[];
  allocations: PartnerAllocation[];
  onAdd: (allocation: PartnerAllocation) => void;
  onRemove: (index: number) => void;
  loadError?: string | undefined;
}

const nothingPicked = { partnerId: '', hours: '' };

/**
 * Pick a partner, enter hours, add; the list of allocations with remove and the total (spec 02 §2).
 * The pick is a small form of its own ('Add' submits it); the list is the package form's array.
 */
export function PartnerAllocationEditor({ partners, allocations, onAdd, onRemove, loadError }: Props) {
  const pick = useAppForm({
    defaultValues: nothingPicked,
    validators: {
      onSubmit: ({ value }) => {
        const result = addAllocation(allocations, value.partnerId, value.hours);
        return 'errors' in result ? formErrors({ hours: result.errors.hours }, result.errors.form) : undefined;
      },
    },
    onSubmit: ({ value, formApi }) => {
      const result = addAllocation(allocations, value.partnerId, value.hours);
      if ('errors' in result) return;
      onAdd(result.allocations.at(-1)!);
      formApi.reset();
    },
  });
  const error = useStore(pick.store, (state) => firstFormMessage(state.errors));
  const byId = new Map(partners.map((p) => [p.id, p]));
  // A partner is allocated once: the picker offers only those not in the list yet.
  const options = partners
    .filter((p) => !allocations.some((a) => a.partnerId === p.id))
    .map((p) => ({ id: p.id, label: partnerLabel(p) }));

  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLabel}>Partner Allocation *</legend>
      <div className={styles.allocationRow}>
        <div className={styles.allocationPartner}>
          <pick.AppField name="partnerId">
            {(field) => (
              <field.SelectField
                label="Partner"
                placeholder="Select a partner"
                options={options}
                emptyText="No partners available"
                error={loadError}
              />
            )}
          </pick.AppField>
        </div>
        {/* Whole hours, German ('1.000' is a thousand); '2,5' is refused, never rounded. */}
        <pick.AppField name="hours" validators={{ onBlur: germanNumberCheck(hoursSchema) }}>
          {(field) => <field.NumberField label="Hours" display={{ maxDecimals: 0 }} />}
        </pick.AppField>
        <Button variant="secondary" onPress={() => sendForm(pick)}>
          Add
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {allocations.length === 0 ? (
        <p className={styles.muted}>No partners allocated yet</p>
      ) : (
        <ul className={styles.allocationList} aria-label="Allocated partners">
          {allocations.map((a, index) => {
            const partner = byId.get(a.partnerId);
            const name = partner ? partnerLabel(partner) : a.partnerId;
            return (
              <li key={a.partnerId} className={styles.allocationItem}>
                <span className={styles.allocationName}>{name}</span>
                <span className={styles.allocationHours}>{formatHours(a.hours)} h</span>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${partner?.name ?? 'partner'}`}
                  onPress={() => onRemove(index)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.total}>
        Total Hours: <span className={styles.strong}>{formatHours(totalHours(allocations))}</span>
      </p>
    </fieldset>
  );
}
