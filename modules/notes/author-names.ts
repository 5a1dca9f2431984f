import { ERASED_ACCELERATOR } from '../identity/contract';
import type { CircleRole } from './contract';

/**
 * The word for an author whose account is gone, by their place in the circle when they wrote: a
 * coach as one who left (their note stays the firm's record), anyone else (an erased admin)
 * unknown. An erased client's things go with them.
 */
export const goneAuthor = (role: CircleRole): string => (role === 'coach' ? ERASED_ACCELERATOR : 'Unbekannt');
