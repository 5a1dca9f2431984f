import { useNavigate, useSearch } from '@tanstack/react-router';

// Partners and admins choose a client on /progress and /partner/coordination; the choice stays in
// the URL (`?client=`), so a reload or a shared link keeps it.

export interface ChosenClientSearch {
  client?: string;
}

export function validateChosenClient(search: Record<string, unknown>): ChosenClientSearch {
  return typeof search.client === 'string' && search.client ? { client: search.client } : {};
}

/** The chosen client and the way to choose another (replacing the history entry). */
export function useChosenClient() {
  const { client } = useSearch({ strict: false });
  const navigate = useNavigate();
  const choose = (id: string | undefined) =>
    void navigate({ to: '.', search: id ? { client: id } : {}, replace: true });
  return [client, choose] as const;
}

/** The search of a page about one client, for a route's options: `?client=`, which its loader depends on. */
export const chosenClientSearch = {
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }: { search: ChosenClientSearch }) => ({ client: search.client }),
};
