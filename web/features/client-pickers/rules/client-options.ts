import type { SelectOption } from '../../../components/ui/SelectField';

/** A client as the pickers show and search them. */
export interface PickableClient {
  /** what is chosen: the client's id, or an entry of theirs (the plan dialog's package entry) */
  id: string;
  name: string;
  email?: string | null;
  company?: string | null;
  /** finished: found in the KundenKartei, no longer in the client list */
  former?: boolean;
}

const detailOf = (c: PickableClient) =>
  [c.email, c.company, c.former ? 'KundenKartei' : null].filter(Boolean).join(' · ');

/** The picker's options: name, then e-mail and company below it; one id listed twice is offered once (the first). */
export function clientOptions(clients: readonly PickableClient[]): SelectOption[] {
  const byId = new Map<string, SelectOption>();
  for (const c of clients) {
    if (!byId.has(c.id)) byId.set(c.id, { id: c.id, label: c.name.trim() || (c.email ?? ''), detail: detailOf(c) });
  }
  return [...byId.values()];
}

/** In German alphabetical order of their labels. */
export const byLabel = (options: SelectOption[]): SelectOption[] =>
  [...options].sort((a, b) => a.label.localeCompare(b.label, 'de'));

/**
 * What a server-searching picker offers: the clients found, then the former ones found. While
 * nothing is typed the chosen client is offered too (found by id when not among the first
 * matches), so the box can show their name.
 */
export function searchedOptions(
  found: readonly PickableClient[],
  former: readonly PickableClient[],
  chosen: PickableClient | null,
  typed: string,
): SelectOption[] {
  const options = byLabel(clientOptions([...found, ...former]));
  if (!chosen || typed.trim() || options.some((o) => o.id === chosen.id)) return options;
  return [...clientOptions([chosen]), ...options];
}
