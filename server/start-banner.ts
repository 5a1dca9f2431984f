import path from 'node:path';
import type { Config } from './config';

// What `npm start` tells a newcomer, and what it keeps to itself (issue 32: a quiet start).

/** The demo firm's own addresses: its seeded history sends them mails nobody needs to read in the console. */
const DEMO_DOMAINS = /@demo\.(coaching|kunde)\.de\b/;

/**
 * A console log that leaves out the line per mail to a demo address (the demo accounts, and the
 * people of the seeded story in `storyAddresses`: it sends them dozens; each is still written as
 * an .eml file) and counts them instead. Every other line, and a mail to anyone else (a reset link
 * for a newly registered visitor), is printed.
 */
export function quietDemoMails(
  print: (line: string) => void,
  storyAddresses: ReadonlySet<string> = new Set(),
): { log: (line: string) => void; left: () => number } {
  let left = 0;
  const isDemo = (to: string) => DEMO_DOMAINS.test(to) || storyAddresses.has(to.toLowerCase());
  return {
    log: (line) => {
      const to = /^E-Mail an ([^:]+):/.exec(line)?.[1];
      if (to && isDemo(to)) left += 1;
      else print(line);
    },
    left: () => left,
  };
}

/** The lines after the start: where the portal is, who can sign in, where its mails go. */
export function startBanner(
  config: Pick<Config, 'publicUrl' | 'SMTP_URL' | 'dataDir'>,
  logins: string[],
  demoMailsLeftOut: number,
): string[] {
  const mails = config.SMTP_URL
    ? `E-Mails: über ${new URL(config.SMTP_URL).host}`
    : `E-Mails: als .eml-Dateien in ${path.join(config.dataDir, 'mail')} (Betreff und Links hier im Log)`;
  return [
    '',
    `Portal: ${config.publicUrl}`,
    ...logins,
    mails + (demoMailsLeftOut > 0 ? `; ${demoMailsLeftOut} Mails an Demo-Adressen nur als Datei` : ''),
    '',
  ];
}
