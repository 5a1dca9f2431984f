import { useCallback } from 'react';

// A list's search, filter and page kept in the URL (issue 17): 'back' returns to the same page of
// the same list. The URL holds the search tidied (its defaults left out), so it stays short.

/** Writes a changed search into the URL, tidied, in place of the current entry (a keystroke is no step 'back'). */
export function useSearchChange<S>(
  navigate: (options: { search: S; replace: true }) => unknown,
  tidy: (search: S) => S,
) {
  return useCallback((next: S) => void navigate({ search: tidy(next), replace: true }), [navigate, tidy]);
}
