import type { Creditor } from './events';
import type { DebitOfFile } from './queries';
import {
  accountOf,
  agentOf,
  creationTimeOf,
  el,
  messageIdOf,
  sepaAmount as amount,
  sepaDocument,
  sepaId,
  sepaText,
} from './sepa-xml';

// The collection file for the bank: ISO 20022 pain.008.001.08 (SEPA core direct debit), as the
// German banks take it (DFÜ-Abkommen, Anlage 3). One payment information block per collection
// date; every debit RCUR (see README, Decisions); the debtor's bank by IBAN only (no BIC since 2016).

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.08';

const sum = (debits: readonly DebitOfFile[]) => debits.reduce((s, d) => s + d.amountCents, 0);

function debitXml(d: DebitOfFile & { iban: string; accountHolder: string }): string {
  return el('DrctDbtTxInf', [
    el('PmtId', [el('EndToEndId', sepaId(d.invoiceNumber, 35))]),
    el('InstdAmt', amount(d.amountCents), ' Ccy="EUR"'),
    el('DrctDbtTx', [el('MndtRltdInf', [el('MndtId', d.mandateReference), el('DtOfSgntr', d.mandateSignedOn)])]),
    el('DbtrAgt', [agentOf(null)]),
    el('Dbtr', [el('Nm', sepaText(d.accountHolder, 70))]),
    el('DbtrAcct', [accountOf(d.iban)]),
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
  const msgId = messageIdOf(input.collectionId);
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
        el('CdtrAcct', [accountOf(creditor.iban)]),
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
    el('CreDtTm', creationTimeOf(input.createdAt)),
    el('NbOfTxs', String(debits.length)),
    el('CtrlSum', amount(sum(debits))),
    el('InitgPty', [el('Nm', creditorName)]),
  ]);
  return sepaDocument(NS, el('CstmrDrctDbtInitn', [header, ...blocks]));
}
