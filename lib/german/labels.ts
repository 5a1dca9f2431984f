/**
 * A closed set of values and their German labels, written once: the values are the label table's
 * keys in its order (for zod enums, filters and select options), `labels` the table itself.
 */
export function labelled<V extends string>(labels: Record<V, string>) {
  // Object.keys answers exactly the table's keys, in the order they are written.
  const values = Object.keys(labels) as [V, ...V[]];
  return { values: values as readonly [V, ...V[]], labels };
}
