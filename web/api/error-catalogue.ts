import { bodyMessage, isApiError } from './errors';

// The common error handler's texts (spec 01 §8, spec 02 §8), as a pure function so it is testable.

export interface ErrorNotice {
  title: string;
  description: string;
  /** False for a pending package: the screen shows the text itself, no toast. */
  showToast: boolean;
  /** Where to go afterwards (only for a 401 with redirect on). */
  redirectTo?: string;
}

export interface DescribeOptions {
  /** A 401 sends the user to this path (true means '/'). */
  redirect?: boolean | string;
}

const catalogue = {
  unauthenticated: { title: 'Nicht authentifiziert', description: 'Bitte melden Sie sich an, um fortzufahren.' },
  forbidden: { title: 'Zugriff verweigert', description: 'Sie haben keine Berechtigung für diese Aktion.' },
  notFound: { title: 'Nicht gefunden', description: 'Die angeforderte Ressource wurde nicht gefunden.' },
  badRequest: { title: 'Ungültige Anfrage', description: 'Die Anfrage konnte nicht verarbeitet werden.' },
  pendingPackage: 'Dieser Kunde hat bereits ein austehendes Paket.',
  server: {
    title: 'Serverfehler',
    description: 'Es gibt ein Problem mit dem Server. Bitte versuchen Sie es später erneut.',
  },
  unexpected: { title: 'Fehler', description: 'Ein unerwarteter Fehler ist aufgetreten.' },
} as const;

/** What a 401 says ('Nicht authentifiziert'), also when the session ended elsewhere. */
export const unauthenticatedNotice = catalogue.unauthenticated;

/** What a 404 says ('Nicht gefunden'), also when a route's own record is not there. */
export const notFoundNotice = catalogue.notFound;

export function describeApiError(error: unknown, options: DescribeOptions = {}): ErrorNotice {
  if (!isApiError(error)) return { ...catalogue.unexpected, showToast: true };
  const { status } = error;
  if (status === 401 && options.redirect) {
    const redirectTo = typeof options.redirect === 'string' ? options.redirect : '/';
    return { ...catalogue.unauthenticated, showToast: true, redirectTo };
  }
  if (status === 403) return { ...catalogue.forbidden, showToast: true };
  if (status === 404) return { ...catalogue.notFound, showToast: true };
  if (status === 400) {
    if (error.type === 'PENDING_PACKAGE') {
      return { title: catalogue.badRequest.title, description: catalogue.pendingPackage, showToast: false };
    }
    return {
      title: catalogue.badRequest.title,
      description: bodyMessage(error.data) ?? catalogue.badRequest.description,
      showToast: true,
    };
  }
  if (status >= 500) return { ...catalogue.server, showToast: true };
  return { ...catalogue.unexpected, showToast: true };
}
