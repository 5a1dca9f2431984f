import type { CircleRole } from './contract';

/** How a client's things name an Accelerator whose account was erased (their note stays the firm's record). */
export const ERASED_COACH = 'Accelerator (Konto gelöscht)';

/**
 * The word for an author whose account is gone, by their place in the circle when they wrote: a
 * coach as one who left, anyone else (an erased admin) unknown. An erased client's things go with them.
 */
export const goneAuthor = (role: CircleRole): string => (role === 'coach' ? ERASED_COACH : 'Unbekannt');
