import { useCallback } from 'react';

// A list's search, filter and page kept in the URL (issue 17): 'back' returns to the same page of
// the same list. The URL holds the search tidied (its defaults left out), so it stays short.

type Navigate<S> = (options: { search: S; replace: true }) => unknown;

/** Writes a changed search into the URL, tidied, in place of the current entry (a keystroke is no step 'back'). */
function useSearchChange<S>(navigate: Navigate<S>, tidy: (search: S) => S) {
  return useCallback((next: S) => void navigate({ search: tidy(next), replace: true }), [navigate, tidy]);
}

/**
 * One list's URL search: `validate` is the route's `validateSearch` (unknown parts dropped by the
 * schema, defaults tidied away), `useChange` gives its component the setter.
 */
export function urlSearch<S>(schema: { parse: (search: unknown) => S }, tidy: (search: S) => S) {
  return {
    validate: (search: Record<string, unknown>) => tidy(schema.parse(search)),
    useChange: (navigate: Navigate<S>) => useSearchChange(navigate, tidy),
  };
}
