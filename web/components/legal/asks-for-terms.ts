import type { User } from '../../../modules/identity/contract';
import { acceptsCurrentTerms } from '../../../lib/legal-versions';

/**
 * A client whose last acceptance names older texts (or who never accepted, having registered
 * before it was asked) is asked once, before anything else: agree, or sign out. Staff accounts
 * are bound by their contracts with the firm and are not asked (modules/identity/README.md).
 */
export const asksForTerms = (user: Pick<User, 'role' | 'termsAccepted'>): boolean =>
  user.role === 'user' && !acceptsCurrentTerms(user.termsAccepted);
