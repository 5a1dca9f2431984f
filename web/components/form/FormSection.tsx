import type { ReactNode } from 'react';
import * as styles from './FormSection.css';

// A part of a long settings form under its own heading (the firm's data, an Accelerator's billing
// data and fee terms): a borderless fieldset whose legend names the part.

export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A part of plain fields declared as a list; `children` draws one field. */
interface FieldGroup<F> {
  legend: string;
  fields: readonly F[];
}

/** One section a group, its fields two a row (one on phones). */
export function FieldGroupSections<G extends FieldGroup<unknown>>({
  groups,
  children,
}: {
  groups: readonly G[];
  children: (field: G['fields'][number]) => ReactNode;
}) {
  return groups.map((group) => (
    <FormSection key={group.legend} legend={group.legend}>
      <div className={styles.fields}>{group.fields.map(children)}</div>
    </FormSection>
  ));
}
