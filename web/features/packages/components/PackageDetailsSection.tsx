import type { PartnerChoice } from '../api/packages-form-data';
import { NumberInputField } from '../../../components/ui/NumberInputField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import type { AssignmentDraft } from '../rules/assignment-draft';
import { PartnerAllocationEditor } from './PartnerAllocationEditor';
import * as styles from './PackageForms.css';

interface Props {
  draft: AssignmentDraft;
  update: (change: Partial<AssignmentDraft>) => void;
  partners: PartnerChoice[];
  partnersFailed: boolean;
}

const priceError = (price: number) => (Number.isFinite(price) && price <= 0 ? 'Der Preis muss größer als 0 sein.' : undefined);

/** Section 1 of the create form: name, price, description and the partner allocation (spec 02 §2). */
export function PackageDetailsSection({ draft, update, partners, partnersFailed }: Props) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>
        <span className={styles.step} aria-hidden="true">1</span>Package Details
      </legend>
      <div className={styles.twoColumns}>
        <TextField label="Package Name *" value={draft.packageName} onChange={(packageName) => update({ packageName })} isRequired autoComplete="off" />
        <NumberInputField
          label="Price (€) *"
          minValue={0}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          value={draft.price}
          onChange={(price) => update({ price })}
          error={priceError(draft.price)}
          isRequired
        />
      </div>
      <TextAreaField label="Description" value={draft.description} onChange={(description) => update({ description })} />
      <PartnerAllocationEditor
        partners={partners}
        allocations={draft.allocations}
        onChange={(allocations) => update({ allocations })}
        loadError={partnersFailed ? 'Die Partner konnten nicht geladen werden.' : undefined}
      />
    </fieldset>
  );
}
