import { accountOf, agentOf, creationTimeOf, el, sepaAmount, sepaDocument, sepaId, sepaText } from './sepa-xml';

// The transfer file for the bank: ISO 20022 pain.001.001.09 (SEPA credit transfer), as the German
// banks take it (DFÜ-Abkommen, Anlage 3, since November 2022): one payment information block (one
// account, one execution date), one transaction per payee, SLEV charges, the payee's bank by BIC
// only when given (IBAN-only since 2016). Used for the Acceleratoren's payouts and the clients' refunds.

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** The firm's account the money leaves from. */
export interface TransferDebtor {
  name: string;
  iban: string;
  bic: string | null;
}

/** One transfer: to whom, how much, and the purpose the payee reads on their statement. */
export interface Transfer {
  /** the bank hands it back on the statement (CAMT `EndToEndId`), so the debit is matched by it */
  endToEndId: string;
  amountCents: number;
  name: string;
  iban: string;
  bic: string | null;
  remittance: string;
}

interface TransferFileInput {
  /** the file's message id (max. 35, SEPA set): unique per file, the bank refuses a repeat */
  messageId: string;
  createdAt: Date;
  /** 'YYYY-MM-DD' */
  executionDate: string;
  debtor: TransferDebtor;
  transfers: readonly Transfer[];
}

const sum = (ts: readonly Transfer[]) => ts.reduce((s, t) => s + t.amountCents, 0);

function transferXml(t: Transfer): string {
  return el('CdtTrfTxInf', [
    el('PmtId', [el('EndToEndId', sepaId(t.endToEndId, 35))]),
    el('Amt', [el('InstdAmt', sepaAmount(t.amountCents), ' Ccy="EUR"')]),
    ...(t.bic ? [el('CdtrAgt', [agentOf(t.bic)])] : []),
    el('Cdtr', [el('Nm', sepaText(t.name, 70))]),
    el('CdtrAcct', [accountOf(t.iban)]),
    el('RmtInf', [el('Ustrd', sepaText(t.remittance, 140))]),
  ]);
}

/** The pain.001.001.09 document of one payout or refund. */
export function pain001(input: TransferFileInput): string {
  const { debtor, transfers } = input;
  const msgId = sepaId(input.messageId, 35);
  const debtorName = sepaText(debtor.name, 70);
  const count = String(transfers.length);
  const total = sepaAmount(sum(transfers));
  const block = el('PmtInf', [
    el('PmtInfId', `${msgId.slice(0, 32)}-1`),
    el('PmtMtd', 'TRF'),
    el('BtchBookg', 'true'),
    el('NbOfTxs', count),
    el('CtrlSum', total),
    el('PmtTpInf', [el('SvcLvl', [el('Cd', 'SEPA')])]),
    el('ReqdExctnDt', [el('Dt', input.executionDate)]),
    el('Dbtr', [el('Nm', debtorName)]),
    el('DbtrAcct', [accountOf(debtor.iban)]),
    el('DbtrAgt', [agentOf(debtor.bic)]),
    el('ChrgBr', 'SLEV'),
    ...transfers.map(transferXml),
  ]);
  const header = el('GrpHdr', [
    el('MsgId', msgId),
    el('CreDtTm', creationTimeOf(input.createdAt)),
    el('NbOfTxs', count),
    el('CtrlSum', total),
    el('InitgPty', [el('Nm', debtorName)]),
  ]);
  return sepaDocument(NS, el('CstmrCdtTrfInitn', [header, block]));
}
