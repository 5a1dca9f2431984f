import { spellOutUmlauts } from '../../lib/german/umlauts';
import { compactIban } from '../invoicing/contract';
import type { Creditor } from './events';
import type { DebitOfFile } from './queries';

// The collection file for the bank: ISO 20022 pain.008.001.08 (SEPA core direct debit), as the
// German banks take it (DFÜ-Abkommen, Anlage 3). One payment information block per collection
// date; every debit RCUR (see README, Decisions); the debtor's bank by IBAN only (no BIC since 2016).

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A text in SEPA's character set (EPC: a–z, A–Z, 0–9, / - ? : ( ) . , ' + and space): umlauts
 * spelled out ('Müller' → 'Mueller'), other accents dropped, anything else a space; one line, cut
 * to `max`. The file is the bank's, so names are spelled as the bank accepts them.
 */
function sepaText(text: string, max: number): string {
  const spelled = spellOutUmlauts(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, '+')
    .replace(/[^a-zA-Z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return spelled.slice(0, max).trim();
}

/** An identifier (message, block, end-to-end id): the SEPA set without spaces, no leading or double '/'. */
const sepaId = (text: string, max: number): string =>
  sepaText(text, max).replace(/ /g, '-').replace(/\/+/g, '/').replace(/^\//, '').replace(/\/$/, '') || 'NOTPROVIDED';

const amount = (cents: number): string => (cents / 100).toFixed(2);
const sum = (debits: readonly DebitOfFile[]) => debits.reduce((s, d) => s + d.amountCents, 0);

function element(name: string, content: string | string[], attributes = ''): string {
  const inner = Array.isArray(content) ? content.join('') : escape(content);
  return `<${name}${attributes}>${inner}</${name}>`;
}
const el = element;

const agentOf = (bic: string | null) =>
  el('FinInstnId', bic ? [el('BICFI', bic)] : [el('Othr', [el('Id', 'NOTPROVIDED')])]);

function debitXml(d: DebitOfFile & { iban: string; accountHolder: string }): string {
  return el('DrctDbtTxInf', [
    el('PmtId', [el('EndToEndId', sepaId(d.invoiceNumber, 35))]),
    el('InstdAmt', amount(d.amountCents), ' Ccy="EUR"'),
    el('DrctDbtTx', [el('MndtRltdInf', [el('MndtId', d.mandateReference), el('DtOfSgntr', d.mandateSignedOn)])]),
    el('DbtrAgt', [agentOf(null)]),
    el('Dbtr', [el('Nm', sepaText(d.accountHolder, 70))]),
    el('DbtrAcct', [el('Id', [el('IBAN', compactIban(d.iban))])]),
    el('RmtInf', [el('Ustrd', sepaText(d.remittance, 140))]),
  ]);
}

interface CollectionFileInput {
  collectionId: string;
  createdAt: Date;
  creditor: Creditor;
  /** the debits not returned, each with its debtor's account */
  debits: (DebitOfFile & { iban: string; accountHolder: string })[];
}

/** The pain.008.001.08 document of a collection. */
export function pain008(input: CollectionFileInput): string {
  const { creditor, debits } = input;
  const msgId = input.collectionId.replace(/-/g, '').toUpperCase();
  const byDate = new Map<string, typeof debits>();
  for (const d of debits) byDate.set(d.collectionDate, [...(byDate.get(d.collectionDate) ?? []), d]);
  const creditorName = sepaText(creditor.name, 70);
  const blocks = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, ds], n) =>
      el('PmtInf', [
        el('PmtInfId', `${msgId.slice(0, 30)}-${n + 1}`),
        el('PmtMtd', 'DD'),
        el('BtchBookg', 'true'),
        el('NbOfTxs', String(ds.length)),
        el('CtrlSum', amount(sum(ds))),
        el('PmtTpInf', [el('SvcLvl', [el('Cd', 'SEPA')]), el('LclInstrm', [el('Cd', 'CORE')]), el('SeqTp', 'RCUR')]),
        el('ReqdColltnDt', date),
        el('Cdtr', [el('Nm', creditorName)]),
        el('CdtrAcct', [el('Id', [el('IBAN', compactIban(creditor.iban))])]),
        el('CdtrAgt', [agentOf(creditor.bic)]),
        el('ChrgBr', 'SLEV'),
        el('CdtrSchmeId', [
          el('Id', [el('PrvtId', [el('Othr', [el('Id', creditor.creditorId), el('SchmeNm', [el('Prtry', 'SEPA')])])])]),
        ]),
        ...ds.map(debitXml),
      ]),
    );
  const header = el('GrpHdr', [
    el('MsgId', msgId),
    el('CreDtTm', `${input.createdAt.toISOString().slice(0, 19)}Z`),
    el('NbOfTxs', String(debits.length)),
    el('CtrlSum', amount(sum(debits))),
    el('InitgPty', [el('Nm', creditorName)]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el('Document', [el('CstmrDrctDbtInitn', [header, ...blocks])], ` xmlns="${NS}"`)}\n`;
}
