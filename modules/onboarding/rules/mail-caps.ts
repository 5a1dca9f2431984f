/**
 * The public questionnaire mails an address anyone types in, and every admin. So that it is no
 * tool for flooding an inbox, requests within the last hour cap the mails: a confirmation goes to
 * one address at most `perRecipient` times, and beyond `all` requests of anyone nobody is mailed
 * (the admins still find every request in their list).
 */
export const requestMailCaps = { perRecipient: 3, all: 30 } as const;

/**
 * Which mails a request may cause, given the requests of the last hour, this one included, and
 * whether its e-mail already has an account (issue 32): then none. The visitor was told at the
 * contact step and signs in instead; the admins need no 'Neue Anfrage' for a client they have.
 */
export function requestMailsAllowed(
  lastHour: { toRecipient: number; all: number },
  emailHasAccount = false,
): {
  visitor: boolean;
  admins: boolean;
} {
  if (emailHasAccount) return { visitor: false, admins: false };
  const withinAll = lastHour.all <= requestMailCaps.all;
  return { visitor: withinAll && lastHour.toRecipient <= requestMailCaps.perRecipient, admins: withinAll };
}

/**
 * How many of the last hour's requests went to `email`, the addresses compared in their one form
 * (`keyOf`: identity's `addressKey`), so 'xn--…' or capitals are no fresh three confirmations.
 */
export function requestsTo(
  lastHourEmails: readonly (string | null)[],
  email: string,
  keyOf: (address: string) => string,
): number {
  const key = keyOf(email);
  return lastHourEmails.filter((address) => address !== null && keyOf(address) === key).length;
}
