import { expect } from 'vitest';
import type { InvoiceView } from '../../invoicing/contract';
import type { PaymentLineView, PaymentProposals } from '../contract';
import type { PaymentsWorld } from './payments-world';

// What the statement-file tests ask of the routes on the file's world: the lines and proposals, an
// invoice, an upload refused or read with one credit; and CSV text as the banks write it.

const header =
  'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Währung';
export const csv = (...rows: string[]) => [header, ...rows].join('\r\n') + '\r\n';

/** Windows-1252 bytes of `text` (what older German bank exports are). */
export function cp1252(text: string): Buffer {
  const extra: Record<string, number> = { '€': 0x80, '„': 0x84, '“': 0x93, '–': 0x96, '—': 0x97 };
  return Buffer.from([...text].map((c) => extra[c] ?? c.charCodeAt(0)));
}

export function statementCalls(w: PaymentsWorld) {
  const proposals = async () => (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
  const allLines = async (): Promise<PaymentLineView[]> => {
    const p = await proposals();
    return [...p.proposals, ...p.unmatched, ...p.confirmed];
  };
  const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;

  /** The upload is refused with a German 400 and no line is stored. */
  async function refused(name: string, bytes: Buffer) {
    const before = (await allLines()).length;
    const res = await w.upload(name, bytes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/[äöüÄÖÜß]|Bitte|Datei|Zeile/);
    expect((await allLines()).length).toBe(before);
    return res.json().message as string;
  }

  /** The upload is read with exactly one credit, imported: the line of `purpose`. */
  async function readOneCredit(name: string, text: string, purpose: string) {
    const res = await w.upload(name, Buffer.from(text));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits: 1, imported: 1 });
    expect((await allLines()).map((l) => l.purpose)).toContain(purpose);
  }

  return { proposals, allLines, invoice, refused, readOneCredit };
}
