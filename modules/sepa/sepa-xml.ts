import { spellOutUmlauts } from '../../lib/german/umlauts';
import { compactIban } from '../invoicing/contract';

// What every SEPA file of the firm shares (pain.008 collections, pain.001 transfers): the EPC
// character set, identifiers, amounts and the few XML pieces, written once.

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * A text in SEPA's character set (EPC: a–z, A–Z, 0–9, / - ? : ( ) . , ' + and space): umlauts
 * spelled out ('Müller' → 'Mueller'), other accents dropped, anything else a space; one line, cut
 * to `max`. The file is the bank's, so names are spelled as the bank accepts them.
 */
export function sepaText(text: string, max: number): string {
  const spelled = spellOutUmlauts(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, '+')
    .replace(/[^a-zA-Z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return spelled.slice(0, max).trim();
}

/**
 * Whether a name can stand in a SEPA file: something of it is left in the EPC character set. A name
 * only in another script ('Иван Петров') would be an empty `Nm`, which the schema and the bank
 * refuse, and with it the whole file of every debtor.
 */
export const sepaWritable = (name: string): boolean => sepaText(name, 70) !== '';

/** An identifier (message, block, end-to-end id): the SEPA set without spaces, no leading or double '/'. */
export const sepaId = (text: string, max: number): string =>
  sepaText(text, max).replace(/ /g, '-').replace(/\/+/g, '/').replace(/^\//, '').replace(/\/$/, '') || 'NOTPROVIDED';

/** A message id from a UUID: its 32 hex digits in upper case (unique, within 35 characters). */
export const messageIdOf = (uuid: string): string => uuid.replace(/-/g, '').toUpperCase();

/** Cents as the file's decimal ('1190.00'). */
export const sepaAmount = (cents: number): string => (cents / 100).toFixed(2);

/** An element; a string content is escaped, an array is already XML. */
export function el(name: string, content: string | string[], attributes = ''): string {
  const inner = Array.isArray(content) ? content.join('') : escape(content);
  return `<${name}${attributes}>${inner}</${name}>`;
}

/** A bank by BIC, or 'NOTPROVIDED' (a SEPA payment in the EEA needs none since 2016). */
export const agentOf = (bic: string | null) =>
  el(
    'FinInstnId',
    bic ? [el('BICFI', bic.replace(/\s+/g, '').toUpperCase())] : [el('Othr', [el('Id', 'NOTPROVIDED')])],
  );

/** An account by its IBAN, compacted. */
export const accountOf = (iban: string) => el('Id', [el('IBAN', compactIban(iban))]);

/** The file's creation time, whole seconds in UTC. */
export const creationTimeOf = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/** The document with its namespace and XML declaration. */
export const sepaDocument = (ns: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${el('Document', [body], ` xmlns="${ns}"`)}\n`;
