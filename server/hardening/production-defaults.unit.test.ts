import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../jobs/mailer';
import { loadConfig } from '../config';
import { seedsDemo } from '../seed/demo';

// Security round two, item 5: nothing with a published password or a live token in production.
describe('production defaults', () => {
  it('never seeds the demo accounts in production, even on the embedded database', () => {
    expect(seedsDemo(loadConfig({}, {}))).toBe(true);
    expect(seedsDemo(loadConfig({}, { NODE_ENV: 'production' }))).toBe(false);
    expect(seedsDemo(loadConfig({}, { DATABASE_URL: 'postgres://x@localhost/y' }))).toBe(false);
  });

  it('without SMTP the mail file is written, but a production log never shows its links (reset tokens)', async () => {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-'));
    const text = 'Hallo,\nhttp://portal.test/reset-password?token=geheim123\n';
    for (const production of [false, true]) {
      const lines: string[] = [];
      const mailer = createMailer({ from: 'a@b.de', mailDir, log: (l) => lines.push(l), production });
      await mailer.send({ to: 'c@d.de', subject: 'Passwort', text, messageId: `<m${production}@x>` });
      expect(lines.join('\n').includes('geheim123')).toBe(!production);
    }
    expect(fs.readdirSync(mailDir)).toHaveLength(2);
    fs.rmSync(mailDir, { recursive: true, force: true });
  });
});
