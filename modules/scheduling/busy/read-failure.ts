import { FetchFailed } from './guarded-fetch';
import { GuardRefused } from './ssrf-guard';

// Why a calendar could not be read, as the Accelerator reads it on the card ('Fehler: …').

class ReadFailed extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

const byReason: Record<GuardRefused['reason'] | FetchFailed['reason'], string> = {
  notHttps: 'Die Adresse muss mit https:// beginnen.',
  privateAddress: 'Die Adresse liegt in einem privaten oder internen Netz und wird nicht gelesen.',
  badUrl: 'Benutzername und Passwort gehören nicht in die Adresse, sondern in ihre eigenen Felder.',
  unreachable: 'Der Kalender ist nicht erreichbar.',
  timeout: 'Der Kalender hat nicht innerhalb von 10 Sekunden geantwortet.',
  tooLarge: 'Der Kalender ist größer als 5 MB.',
  tooManyRedirects: 'Die Adresse leitet zu oft weiter.',
};

/** An HTTP answer that holds no calendar, in German. */
export function statusFailure(status: number): ReadFailed {
  if (status === 401 || status === 403) return new ReadFailed(`Benutzername oder Passwort falsch (HTTP ${status}).`);
  if (status === 404 || status === 410)
    return new ReadFailed(`Unter dieser Adresse gibt es keinen Kalender (HTTP ${status}).`);
  return new ReadFailed(`Der Kalender antwortete mit einem Fehler (HTTP ${status}).`);
}

export const notACalendar = () => new ReadFailed('Die Adresse liefert keinen Kalender.');

/** Any failure of reading as the German line the card shows after 'Fehler: '. */
export function failureText(err: unknown): string {
  if (err instanceof ReadFailed) return err.text;
  if (err instanceof GuardRefused || err instanceof FetchFailed) return byReason[err.reason];
  return byReason.unreachable;
}

/** Whether a failure to reach a calendar lasts (an address the guard refuses) rather than passes (down, slow). */
export const lastingFailure = (err: unknown): boolean =>
  err instanceof GuardRefused || (err instanceof FetchFailed && err.reason === 'tooManyRedirects');
