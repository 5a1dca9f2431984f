/** The text of an e-mail to one person: the greeting, the lines, and the firm's sign-off. */
export function letterTo(name: string, lines: readonly string[], productName: string): string {
  return [`Hallo ${name},`, '', ...lines, '', `Ihr Team der ${productName}`].join('\n');
}
