// CAMT statements as banks send them, one maker for every version (tests): camt.053.001.02 to .08
// and camt.054.001.08. What changes between versions is what a reader must handle: the entry
// status (`<Sts>BOOK</Sts>`, from .06 on `<Sts><Cd>BOOK</Cd></Sts>`), the transaction's amount
// (`AmtDtls/TxAmt/Amt` in .02, `Amt` from .03 on) and the party's name (`Dbtr/Pty/Nm` from .08 on).

export const camtVersions = ['02', '03', '04', '05', '06', '07', '08'] as const;
type CamtVersion = (typeof camtVersions)[number];

/** One entry: a credit naming its reference unstructured or structured, a reversal, a return, or another debit. */
export interface CamtEntry {
  kind: 'credit' | 'reversal' | 'return' | 'debit';
  amount: string;
  ref: string;
  /** the purpose (Ustrd); a credit with `structured` carries it as `Strd/CdtrRefInf/Ref` instead */
  purpose: string;
  structured?: boolean;
  name?: string;
  reason?: string;
}

const family: Record<CamtEntry['kind'], [string, string]> = {
  credit: ['RCDT', 'ESCT'],
  reversal: ['RCDT', 'RRTN'],
  return: ['IDDT', 'UPDD'],
  debit: ['ICDT', 'ESCT'],
};

function entryXml(v: number, e: CamtEntry): string {
  const debit = e.kind !== 'credit';
  const ind = debit ? 'DBIT' : 'CRDT';
  const sts = v >= 6 ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  const name = e.name ?? 'Kundin AG';
  const party = v >= 8 ? `<Pty><Nm>${name}</Nm></Pty>` : `<Nm>${name}</Nm>`;
  const amt = `<Amt Ccy="EUR">${e.amount}</Amt>`;
  const txAmount = v >= 3 ? `${amt}<CdtDbtInd>${ind}</CdtDbtInd>` : `<AmtDtls><TxAmt>${amt}</TxAmt></AmtDtls>`;
  const rmt = e.structured
    ? `<RmtInf><Strd><CdtrRefInf><Ref>${e.purpose}</Ref></CdtrRefInf></Strd></RmtInf>`
    : `<RmtInf><Ustrd>${e.purpose}</Ustrd></RmtInf>`;
  const rtr = e.kind === 'return' ? `<RtrInf><Rsn><Cd>${e.reason ?? 'AM04'}</Cd></Rsn></RtrInf>` : '';
  const [fmly, sub] = family[e.kind];
  return `<Ntry>${amt}<CdtDbtInd>${ind}</CdtDbtInd>${e.kind === 'reversal' ? '<RvslInd>true</RvslInd>' : ''}${sts}
<BookgDt><Dt>2026-03-12</Dt></BookgDt><ValDt><Dt>2026-03-12</Dt></ValDt><AcctSvcrRef>${e.ref}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${fmly}</Cd><SubFmlyCd>${sub}</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>E2E-${e.ref}</EndToEndId></Refs>${txAmount}
<RltdPties><Dbtr>${party}</Dbtr><DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct></RltdPties>${rmt}${rtr}</TxDtls></NtryDtls></Ntry>`;
}

const account = `<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>`;
const balance = `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-12</Dt></Dt></Bal>`;
const header = `<GrpHdr><MsgId>M-2026-03-12</MsgId><CreDtTm>2026-03-12T08:00:00</CreDtTm></GrpHdr>`;

/** A camt.053.001.<version> statement with these entries. */
export function camt053(version: CamtVersion, entries: readonly CamtEntry[]): string {
  const v = Number(version);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt>${header}
<Stmt><Id>S-2026-049</Id><CreDtTm>2026-03-12T08:00:00</CreDtTm>${account}${balance}
${entries.map((e) => entryXml(v, e)).join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

/** A camt.054.001.08 debit/credit notification with these entries (as banks send for single bookings). */
export function camt054(entries: readonly CamtEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>${header}
<Ntfctn><Id>N-2026-1</Id><CreDtTm>2026-03-12T08:00:00</CreDtTm>${account}
${entries.map((e) => entryXml(8, e)).join('\n')}
</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
}
