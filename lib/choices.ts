/**
 * A closed set of values with the German label of each, written once as `{ value: label }` in the
 * order they are offered: `values` (a tuple for `z.enum`, in that order) and `labels`. The values
 * are words, never numbers, since an object lists number-like keys first.
 */
export function choices<V extends string>(
  labels: Record<V, string>,
): {
  values: readonly [V, ...V[]];
  labels: Readonly<Record<V, string>>;
} {
  const values = Object.keys(labels) as V[];
  return { values: values as [V, ...V[]], labels };
}
