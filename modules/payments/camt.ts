import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { paymentsMessages } from './contract';
import { calendarDate, creditCents, oneLine, UnreadableStatement, type ReadLine } from './statement-line';

// CAMT.053 (ISO 20022 BankToCustomerStatement, .001.02 to .001.08): the credits of each statement.
// Namespace prefixes are dropped, so every version reads alike; the fields a German bank fills.

type Node = Record<string, unknown>;
const list = <T>(v: T | T[] | undefined | null): T[] => (v == null ? [] : Array.isArray(v) ? v : [v]);
const node = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const text = (v: unknown): string | null => {
  if (v == null) return null;
  if (typeof v === 'object') return text((v as Node)['#text']);
  const s = String(v).trim();
  return s === '' ? null : s;
};
const path = (v: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((n, k) => node(n)[k], v);

/**
 * The deepest nesting read: CAMT.053's deepest path (…/RmtInf/Strd/CdtrRefInf/Tp/CdOrPrtry/Cd) is
 * about a dozen levels; the parser throws past its limit, which is refused in German, not a 500.
 */
const MAX_DEPTH = 40;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Character references ('M&#252;ller', '&#xF6;') are XML too; without this they stayed as written.
  htmlEntities: true,
  maxNestedTags: MAX_DEPTH,
});

/**
 * Amount "1234.56" in cents (CAMT: a dot, up to 5 decimals by the schema; digits beyond the cent
 * must be zeros, '1190.000'); null when it is no amount in whole cents.
 */
function cents(value: string | null): number | null {
  const m = value?.match(/^(\d+)(?:\.(\d{1,2})(0{0,3}))?$/);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A date (ISODate, or the day of an ISODateTime); one the calendar lacks refuses the file. */
const dateOf = (v: unknown): string | null => {
  const raw = (text(path(v, 'Dt')) ?? text(path(v, 'DtTm')))?.slice(0, 10);
  if (!raw) return null;
  const m = raw.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const date = m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  if (!date) throw new UnreadableStatement(paymentsMessages.unreadableDate(raw));
  return date;
};

/** A party's name: `Dbtr/Nm` (up to .07) or `Dbtr/Pty/Nm` (.08 and later). */
const nameOf = (party: unknown): string | null => text(path(party, 'Nm')) ?? text(path(party, 'Pty', 'Nm'));

/**
 * Whether the text is a CAMT.053 document at all (answers the parsed document, or null). A DOCTYPE
 * is refused before parsing: no bank writes one, and its entities (internal ones expanded, external
 * ones an XXE attempt the parser throws on) would otherwise reach the purpose or answer 500.
 */
export function camtDocument(xml: string): Node | null {
  if (!/BkToCstmrStmt/.test(xml) || XMLValidator.validate(xml) !== true) return null;
  if (/<!DOCTYPE/i.test(xml)) throw new UnreadableStatement(paymentsMessages.xmlDoctype);
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    // Well-formed (the validator passed) and without DOCTYPE: what the parser still refuses is depth.
    throw new UnreadableStatement(paymentsMessages.xmlTooDeep);
  }
  const doc = node(parsed);
  const statement = path(doc, 'Document', 'BkToCstmrStmt');
  return statement && typeof statement === 'object' ? (statement as Node) : null;
}

/** The credits of a CAMT.053 document; a batch entry with amounts per transaction gives one line each. */
export function camtCredits(statement: Node): ReadLine[] {
  const lines: ReadLine[] = [];
  for (const stmt of list(statement['Stmt'])) {
    const account = text(path(stmt, 'Acct', 'Id', 'IBAN'));
    for (const entry of list(node(stmt)['Ntry'])) {
      if (text(path(entry, 'CdtDbtInd')) !== 'CRDT') continue;
      // A reversal (RvslInd true) gives money back: not a payment.
      if (text(path(entry, 'RvslInd')) === 'true') continue;
      const status = text(path(entry, 'Sts', 'Cd')) ?? text(path(entry, 'Sts'));
      if (status && status !== 'BOOK') continue;
      const amount = path(entry, 'Amt');
      const entryCents = creditCents(text(amount) ?? '', cents(text(amount)));
      // A 0.00 entry (an account closing, an information line) pays nothing.
      if (entryCents === 0) continue;
      const currency = text(path(amount, '@Ccy')) ?? 'EUR';
      const bookedOn = dateOf(path(entry, 'BookgDt'));
      if (!bookedOn) continue;
      const valueOn = dateOf(path(entry, 'ValDt'));
      const bankReference = text(path(entry, 'AcctSvcrRef'));
      const txs = list(path(entry, 'NtryDtls')).flatMap((d) => list(node(d)['TxDtls']));
      const split = txs.length > 1 && txs.every((t) => cents(text(txAmount(t))) !== null);
      const parts = split ? txs : [txs[0]];
      parts.forEach((t, i) => {
        if (split && cents(text(txAmount(t))) === 0) return;
        const purpose = list(path(t, 'RmtInf', 'Ustrd'))
          .map(text)
          .filter((s): s is string => s !== null)
          .join(' ');
        lines.push({
          account,
          bankReference: bankReference && split ? `${bankReference}/${i + 1}` : bankReference,
          bookedOn,
          valueOn,
          amountCents: split ? creditCents(text(txAmount(t))!, cents(text(txAmount(t)))) : entryCents,
          currency,
          purpose: oneLine(purpose || (text(path(entry, 'AddtlNtryInf')) ?? '')),
          counterpartyName: nameOf(path(t, 'RltdPties', 'Dbtr')),
          counterpartyIban: text(path(t, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')),
          endToEndId: notProvided(text(path(t, 'Refs', 'EndToEndId'))),
        });
      });
    }
  }
  return lines;
}

/** A transaction's own amount: `Amt` (.08) or `AmtDtls/TxAmt/Amt` (.02). */
const txAmount = (t: unknown): unknown => path(t, 'Amt') ?? path(t, 'AmtDtls', 'TxAmt', 'Amt');

const notProvided = (id: string | null) => (id === null || id === 'NOTPROVIDED' ? null : id);
