import type { Mailer } from './mailer';

/**
 * Every mail closes with the firm's mandatory details (§ 35a GmbHG, § 37a HGB: name, seat, register,
 * managing directors), read at sending time from where the firm keeps them, so a change of address
 * or director reaches the next mail without touching any template. No details saved: no footer.
 */
export function withFirmFooter(mailer: Mailer, footer: () => Promise<string[]>): Mailer {
  return {
    async send(m) {
      const lines = await footer();
      await mailer.send(lines.length ? { ...m, text: `${m.text}\n\n-- \n${lines.join('\n')}` } : m);
    },
    close: () => mailer.close(),
  };
}
