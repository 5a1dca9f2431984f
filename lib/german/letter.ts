import { plainName } from '../plain-name';

/**
 * The text of an e-mail to one person: the greeting and the lines. The name is shown plain (one
 * line, no links); none (or nothing left of it) greets without a name. The firm's sign-off is added
 * when the mail is sent (jobs/firm-sender.ts), with the firm's name as it is then.
 */
export function letterTo(name: string | null, lines: readonly string[]): string {
  const plain = name === null ? '' : plainName(name);
  return [plain ? `Hallo ${plain},` : 'Guten Tag,', '', ...lines].join('\n');
}
