import { useState } from 'react';

/**
 * A list screen's filter (search text, choices, sort) as one state object. `bind(key)` gives a
 * search field or select its value and change; a cleared choice goes back to the key's first value.
 */
export function useListFilter<F extends { [K in keyof F]: string }>(initial: F) {
  const [filter, setFilter] = useState(initial);
  const bind = <K extends keyof F>(key: K) => ({
    value: filter[key],
    onChange: (value: string | null) => setFilter((f) => ({ ...f, [key]: value ?? initial[key] })),
  });
  return { filter, bind };
}
