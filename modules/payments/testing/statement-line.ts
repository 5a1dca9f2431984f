import type { StatementLine } from '../statement-line';

// Test data: the first credit of fixtures/camt053-credits.xml (1.190,00 € from Kundin AG on
// 11.03.2026) as the reader reads it; the unit tests of the reader and the decider start from it.

export const camtCredit: StatementLine = {
  kind: 'credit',
  returnReason: null,
  account: 'DE89370400440532013000',
  bankReference: '2026031100123456',
  bookedOn: '2026-03-11',
  valueOn: '2026-03-11',
  amountCents: 119_000,
  currency: 'EUR',
  purpose: 'Coaching Paket Zahlung CP-47 11 MUSTER danke',
  counterpartyName: 'Kundin AG',
  counterpartyIban: 'DE02120300000000202051',
  endToEndId: null,
};
