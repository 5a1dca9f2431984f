import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatCents } from '../../lib/german/format';
import { paymentsMessages, type LineKind } from './contract';
import {
  calendarDate,
  creditCents,
  oneLine,
  UnreadableStatement,
  type OtherDebit,
  type ReadLine,
} from './statement-line';

// CAMT.053 (ISO 20022 BankToCustomerStatement, .001.02 to .001.08) and CAMT.054 (debit/credit
// notification): credits, reversals and returns of each statement. Namespace prefixes are dropped,
// so every version reads alike; the fields a German bank fills.

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

/** What an XML of another kind is, in German, by its namespace or root element. */
function otherKind(xml: string): string {
  const ns = xml.match(/xmlns(?::\w+)?="urn:iso:std:iso:20022:tech:xsd:([a-z]+\.\d{3}\.\d{3}\.\d{2})"/)?.[1];
  if (ns?.startsWith('camt.052')) return `eine Umsatzmitteilung (${ns}) mit vorläufigen Umsätzen`;
  if (ns) return `eine ISO-20022-Nachricht anderer Art (${ns})`;
  const root = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '').match(/<([\w:.-]+)/)?.[1];
  return root ? `ein XML-Dokument „${root.replace(/^\w+:/, '')}“` : 'ein anderes XML-Dokument';
}

/** A CAMT document read: which kind, and its statements (CAMT.053 `Stmt`) or notifications (CAMT.054 `Ntfctn`). */
interface CamtDocument {
  format: 'camt053' | 'camt054';
  statements: unknown[];
}

/**
 * The CAMT document of the text, or a German refusal naming why it is none (broken XML, another
 * kind of XML, no statement in it). A DOCTYPE is refused before parsing: no bank writes one, and its
 * entities (internal ones expanded, external ones an XXE attempt the parser throws on) would
 * otherwise reach the purpose or answer 500.
 */
export function camtDocument(xml: string): CamtDocument {
  if (/<!DOCTYPE/i.test(xml)) throw new UnreadableStatement(paymentsMessages.xmlDoctype);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new UnreadableStatement(paymentsMessages.xmlBroken(valid.err.line, valid.err.msg));
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    // Well-formed (the validator passed) and without DOCTYPE: what the parser still refuses is depth.
    throw new UnreadableStatement(paymentsMessages.xmlTooDeep);
  }
  const doc = path(parsed, 'Document');
  const statement = path(doc, 'BkToCstmrStmt');
  const notification = path(doc, 'BkToCstmrDbtCdtNtfctn');
  if (statement === undefined && notification === undefined)
    throw new UnreadableStatement(paymentsMessages.xmlNotAStatement(otherKind(xml)));
  const statements = statement !== undefined ? list(path(statement, 'Stmt')) : list(path(notification, 'Ntfctn'));
  if (statements.length === 0 || statements.some((s) => typeof s !== 'object'))
    throw new UnreadableStatement(paymentsMessages.camtWithoutStatement);
  return { format: statement !== undefined ? 'camt053' : 'camt054', statements };
}

/** A transaction's own amount: `Amt` (.08) or `AmtDtls/TxAmt/Amt` (.02). */
const txAmount = (t: unknown): unknown => path(t, 'Amt') ?? path(t, 'AmtDtls', 'TxAmt', 'Amt');
/**
 * A reference the bank did not give: 'NOTPROVIDED', and 'NONREF', which many banks write as the
 * AcctSvcrRef of every entry (as a line's identity it made every later credit the first one again:
 * not imported at all).
 */
const notProvided = (id: string | null) => (id === null || /^(NOTPROVIDED|NONREF)$/i.test(id) ? null : id);

/** Bank transaction sub-families of a returned (unpaid) direct debit or credit. */
const returnFamilies = new Set(['RRTN', 'UPDD', 'RPCR']);

/** The kind of an entry, or null when it is none of ours (a debit of rent, a fee; a reversed debit). */
function kindOf(entry: unknown, tx: unknown): LineKind | null {
  const reversal = text(path(entry, 'RvslInd')) === 'true';
  if (text(path(entry, 'CdtDbtInd')) === 'CRDT') return reversal ? null : 'credit';
  if (reversal) return 'reversal';
  const family = text(path(entry, 'BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd'));
  if (path(tx, 'RtrInf') !== undefined || (family && returnFamilies.has(family))) return 'return';
  return null;
}

/** The remittance: unstructured lines (`Ustrd`) and the structured creditor references (`Strd/CdtrRefInf/Ref`). */
function purposeOf(tx: unknown, entry: unknown): string {
  const rmt = path(tx, 'RmtInf');
  const parts = [
    ...list(path(rmt, 'Ustrd')).map(text),
    ...list(path(rmt, 'Strd')).map((s) => text(path(s, 'CdtrRefInf', 'Ref'))),
  ].filter((s): s is string => s !== null);
  return oneLine(parts.join(' ') || (text(path(entry, 'AddtlNtryInf')) ?? ''));
}

/**
 * An other debit's transfers (the firm's own payouts and refunds among them): each transaction with
 * its amount when the bank gives them, else the entry; the batch's message id joins the purpose.
 */
function otherDebits(entry: unknown, txs: unknown[], split: boolean, account: string | null): OtherDebit[] {
  if (text(path(entry, 'CdtDbtInd')) !== 'DBIT') return [];
  const bookedOn = dateOf(path(entry, 'BookgDt')) ?? dateOf(path(entry, 'ValDt'));
  if (!bookedOn) return [];
  const batch = list(path(entry, 'NtryDtls'))
    .map((d) => text(path(d, 'Btch', 'MsgId')))
    .filter((s): s is string => s !== null);
  const bankReference = notProvided(text(path(entry, 'AcctSvcrRef')));
  return (split ? txs : [txs[0]]).map((t, i) => ({
    account,
    bankReference: bankReference && split ? `${bankReference}/${i + 1}` : bankReference,
    bookedOn,
    amountCents: split ? (cents(text(txAmount(t))) ?? 0) : (cents(text(path(entry, 'Amt'))) ?? 0),
    purpose: oneLine([purposeOf(t, entry), ...batch].join(' ')),
    endToEndId: notProvided(text(path(t, 'Refs', 'EndToEndId'))),
  }));
}

function entryLines(
  entry: unknown,
  account: string | null,
): { lines: ReadLine[]; other: boolean; debits: OtherDebit[] } {
  const status = text(path(entry, 'Sts', 'Cd')) ?? text(path(entry, 'Sts'));
  if (status && status !== 'BOOK') return { lines: [], other: false, debits: [] };
  for (const required of ['Amt', 'CdtDbtInd'])
    if (path(entry, required) === undefined) throw new UnreadableStatement(paymentsMessages.camtEntryMissing(required));
  const amount = path(entry, 'Amt');
  const entryCents = creditCents(text(amount) ?? '', cents(text(amount)));
  // A 0.00 entry (an account closing, an information line) pays nothing.
  if (entryCents === 0) return { lines: [], other: false, debits: [] };
  const txs = list(path(entry, 'NtryDtls')).flatMap((d) => list(node(d)['TxDtls']));
  const split = txs.length > 1 && txs.every((t) => cents(text(txAmount(t))) !== null);
  // The transactions of a batch add up to its entry: else the file would book money that never came.
  const txSum = split ? txs.reduce<number>((sum, t) => sum + cents(text(txAmount(t)))!, 0) : entryCents;
  if (txSum !== entryCents)
    throw new UnreadableStatement(paymentsMessages.batchSumMismatch(formatCents(txSum), formatCents(entryCents)));
  const parts = split ? txs : [txs[0]];
  if (!kindOf(entry, parts[0])) return { lines: [], other: true, debits: otherDebits(entry, txs, split, account) };
  const currency = text(path(amount, '@Ccy')) ?? 'EUR';
  const bookedOn = dateOf(path(entry, 'BookgDt')) ?? dateOf(path(entry, 'ValDt'));
  if (!bookedOn) throw new UnreadableStatement(paymentsMessages.camtEntryMissing('BookgDt'));
  const valueOn = dateOf(path(entry, 'ValDt'));
  const bankReference = notProvided(text(path(entry, 'AcctSvcrRef')));
  const lines: ReadLine[] = [];
  parts.forEach((t, i) => {
    if (split && cents(text(txAmount(t))) === 0) return;
    const kind = kindOf(entry, t)!;
    const rtr = path(t, 'RtrInf', 'Rsn');
    lines.push({
      kind,
      returnReason: kind === 'credit' ? null : (text(path(rtr, 'Cd')) ?? text(path(rtr, 'Prtry'))),
      account,
      bankReference: bankReference && split ? `${bankReference}/${i + 1}` : bankReference,
      bookedOn,
      valueOn,
      amountCents: split ? creditCents(text(txAmount(t))!, cents(text(txAmount(t)))) : entryCents,
      currency,
      purpose: purposeOf(t, entry),
      counterpartyName:
        nameOf(path(t, 'RltdPties', 'Dbtr')) ?? (kind === 'credit' ? null : nameOf(path(t, 'RltdPties', 'Cdtr'))),
      counterpartyIban: text(path(t, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')),
      endToEndId: notProvided(text(path(t, 'Refs', 'EndToEndId'))),
    });
  });
  return { lines, other: false, debits: [] };
}

/**
 * The credits, reversals and returns of a CAMT document (a batch entry with amounts per transaction
 * gives one line each), and how many other debits it holds. An entry that cannot be read refuses
 * the file naming it.
 */
export function camtLines(doc: CamtDocument): { lines: ReadLine[]; debits: number; outgoing: OtherDebit[] } {
  const lines: ReadLine[] = [];
  const outgoing: OtherDebit[] = [];
  let debits = 0;
  let n = 0;
  for (const stmt of doc.statements) {
    const account = text(path(stmt, 'Acct', 'Id', 'IBAN'));
    for (const entry of list(node(stmt)['Ntry'])) {
      n++;
      try {
        const read = entryLines(entry, account);
        lines.push(...read.lines);
        if (read.other) debits++;
        outgoing.push(...read.debits);
      } catch (err) {
        if (err instanceof UnreadableStatement) throw new UnreadableStatement(paymentsMessages.inEntry(n, err.message));
        throw err;
      }
    }
  }
  return { lines, debits, outgoing };
}
