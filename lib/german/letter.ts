import { plainName } from '../plain-name';

/**
 * The text of an e-mail to one person: the greeting, the lines, and the firm's sign-off. The name
 * is shown plain (one line, no links); none (or nothing left of it) greets without a name.
 */
export function letterTo(name: string | null, lines: readonly string[], productName: string): string {
  const plain = name === null ? '' : plainName(name);
  return [plain ? `Hallo ${plain},` : 'Guten Tag,', '', ...lines, '', `Ihr Team der ${productName}`].join('\n');
}
