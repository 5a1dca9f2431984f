import type { ClientWithoutPackage } from '../../../../modules/packages/contract';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Notice } from '../../../components/ui/Notice';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import type { AssignmentDraft } from '../rules/assignment-draft';
import * as styles from './PackageForms.css';

export const clientsLoadFailed = 'Failed to load clients. Please try again.';

interface Props {
  draft: AssignmentDraft;
  update: (change: Partial<AssignmentDraft>) => void;
  clients: ClientWithoutPackage[];
  clientsFailed: boolean;
  /** The German text of a pending-package conflict, shown at the client field. */
  clientError?: string | undefined;
  paymentError?: string | undefined;
}

const clientDetail = (c: ClientWithoutPackage) => [c.email, c.company].filter(Boolean).join(' · ');

/** Section 2 of the create form: client, payment reference, notes, activate at once (spec 02 §2). */
export function AssignClientSection({ draft, update, clients, clientsFailed, clientError, paymentError }: Props) {
  const options = clients.map((c) => ({ id: c.id, label: c.name.trim() || c.email, detail: clientDetail(c) }));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>
        <span className={styles.step} aria-hidden="true">2</span>Assign to Client
      </legend>
      {clientsFailed ? <Notice tone="error">{clientsLoadFailed}</Notice> : null}
      <SelectField
        label="Client *"
        placeholder="Select a client"
        options={options}
        value={draft.clientId}
        onChange={(clientId) => update({ clientId })}
        emptyText="No clients without a package"
        description="Clients without a pending or active package."
        error={clientError}
      />
      <TextField label="Payment Reference" placeholder="e.g. invoice number" value={draft.paymentReference} onChange={(paymentReference) => update({ paymentReference })} />
      <TextAreaField label="Notes" value={draft.notes} onChange={(notes) => update({ notes })} />
      <CheckboxField
        isSelected={draft.activateImmediately}
        onChange={(activateImmediately) => update({ activateImmediately, paymentConfirmed: activateImmediately && draft.paymentConfirmed })}
        description={draft.activateImmediately ? 'The package is active at once; the client and partners are notified.' : 'Unchecked: the client receives an e-mail to accept the package first.'}
      >
        Activate immediately (skip client acceptance)
      </CheckboxField>
      {draft.activateImmediately ? (
        <CheckboxField isSelected={draft.paymentConfirmed} onChange={(paymentConfirmed) => update({ paymentConfirmed })} description="Required to activate the package." error={paymentError}>
          Confirm Payment Received
        </CheckboxField>
      ) : null}
    </fieldset>
  );
}
