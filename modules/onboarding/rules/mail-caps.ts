/**
 * The public questionnaire mails an address anyone types in, and every admin. So that it is no
 * tool for flooding an inbox, requests within the last hour cap the mails: a confirmation goes to
 * one address at most `perRecipient` times, and beyond `all` requests of anyone nobody is mailed
 * (the admins still find every request in their list).
 */
export const requestMailCaps = { perRecipient: 3, all: 30 } as const;

/** Which mails a request may cause, given the requests of the last hour, this one included. */
export function requestMailsAllowed(lastHour: { toRecipient: number; all: number }): {
  visitor: boolean;
  admins: boolean;
} {
  const withinAll = lastHour.all <= requestMailCaps.all;
  return { visitor: withinAll && lastHour.toRecipient <= requestMailCaps.perRecipient, admins: withinAll };
}
