import type { CopyOutcome } from '../../scheduling';
import { failureText, lastingFailure } from '../../scheduling';

// Why a copy could not be written, in German for the card ('Übertragung fehlgeschlagen: …') and the
// coach's mail, and whether waiting heals it: a refused login, a forbidden or full calendar, one
// deleted at the provider does not, so it is not retried (pg-boss would try five times over some
// minutes and give up all the same); a server error or no connection is retried.

type Failed = Extract<CopyOutcome, { ok: false }>;

/** An answer of the CalDAV server that wrote nothing. */
export function statusFailure(status: number): Failed {
  const refused = (error: string): Failed => ({ ok: false, error, refused: true });
  if (status === 401) return refused('Zugang abgelehnt (401) – bitte Passwort prüfen');
  if (status === 403)
    return refused('Schreiben abgelehnt (403) – bitte Schreibrechte und Speicherplatz des Kalenders prüfen');
  // 409: RFC 4918 §9.7.1, the collection the resource would lie in is not there (Radicale, Nextcloud).
  if (status === 404 || status === 409 || status === 410)
    return refused(`Kalender nicht gefunden (${status}) – bitte Adresse prüfen oder einen anderen Kalender wählen`);
  // 507 (RFC 4918 §11.5): the quota is spent; a 5xx, but no wait frees space.
  if (status === 507) return refused('Speicherplatz des Kalenders voll (507) – bitte Platz schaffen');
  if (status >= 500 || status === 408 || status === 429)
    return { ok: false, error: `Der Kalender-Server antwortete mit einem Fehler (HTTP ${status}).`, refused: false };
  return refused(`Der Kalender hat den Termin abgelehnt (HTTP ${status}).`);
}

/** A request that got no answer (down, too slow) or was not sent (an address the guard refuses). */
export function reachFailure(err: unknown): Failed {
  return { ok: false, error: failureText(err), refused: lastingFailure(err) };
}
