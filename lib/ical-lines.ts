const utf8 = new TextEncoder();

/**
 * iCalendar content lines folded at 75 octets (RFC 5545 §3.1), the continuation's leading space
 * counted. The `ics` package folds at 75 characters, so a line with umlauts or '„…“' (two or three
 * octets each in UTF-8) reached 84; a character is never split. Used by every iCalendar the portal
 * writes: the feed, the coach's copy and the meeting mails' invitations.
 */
export function foldedAt75Octets(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = utf8.encode(char).length;
        // The first line takes 75 octets, each continuation a space and 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
