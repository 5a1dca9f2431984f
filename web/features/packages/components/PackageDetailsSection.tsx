import type { PartnerChoice } from '../api/packages-form-data';
import { withForm } from '../../../components/form/use-app-form';
import { germanNumberCheck } from '../../../lib/german-number';
import { emptyDraft, priceSchema } from '../rules/assignment-draft';
import { PartnerAllocationEditor } from './PartnerAllocationEditor';
import * as styles from './PackageForms.css';

/** Section 1 of the create form: name, price, description and the partner allocation (spec 02 §2). */
export const PackageDetailsSection = withForm({
  defaultValues: emptyDraft,
  props: { partners: [] as PartnerChoice[], partnersFailed: false },
  render: function Render({ form, partners, partnersFailed }) {
    return (
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            1
          </span>
          Package Details
        </legend>
        <div className={styles.twoColumns}>
          <form.AppField name="packageName">
            {(field) => <field.TextField label="Package Name *" isRequired autoComplete="off" />}
          </form.AppField>
          {/* German: '1.490,50' or '99.90'; checked when left, as the contract checks it. */}
          <form.AppField name="price" validators={{ onBlur: germanNumberCheck(priceSchema) }}>
            {(field) => <field.NumberField label="Price (€) *" display={{ decimals: 2 }} isRequired />}
          </form.AppField>
        </div>
        <form.AppField name="description">{(field) => <field.TextAreaField label="Description" />}</form.AppField>
        <form.Field name="allocations" mode="array">
          {(field) => (
            <PartnerAllocationEditor
              partners={partners}
              allocations={field.state.value}
              onAdd={(allocation) => field.pushValue(allocation)}
              onRemove={(index) => field.removeValue(index)}
              loadError={partnersFailed ? 'Die Partner konnten nicht geladen werden.' : undefined}
            />
          )}
        </form.Field>
      </fieldset>
    );
  },
});
