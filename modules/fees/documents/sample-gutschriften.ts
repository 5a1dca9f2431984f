import type { FeeLine } from '../contract';
import { gutschriftLines, periodOf, type Gutschrift, type GutschriftBuyer } from './gutschrift';

// Gutschriften for the fees' tests (documents and deciders): a VAT-registered Accelerator's with a
// correction line taking hours back, and a small business's (§ 19 UStG); their lines and buyer.

/** A completed hour and a half of 'Coaching' at 85 €; `over` changes it. */
export const sampleLine = (over: Partial<FeeLine>): FeeLine => ({
  lineId: 'l-1',
  meetingId: 'm-1',
  clientId: 'c-1',
  userPackageId: 'up-1',
  packageName: 'Coaching',
  date: '2026-12-03',
  kind: 'completed',
  correction: false,
  hundredths: 150,
  rateCents: 8500,
  amountCents: 12750,
  ...over,
});

export const sampleLines: FeeLine[] = [
  sampleLine({}),
  sampleLine({ lineId: 'l-2', meetingId: 'm-2', date: '2026-12-10', hundredths: 200, amountCents: 17000 }),
  sampleLine({
    lineId: 'l-3',
    meetingId: 'm-3',
    packageName: 'Führung für Gründer',
    hundredths: 100,
    rateCents: 9550,
    amountCents: 9550,
  }),
  sampleLine({ lineId: 'l-4', meetingId: 'm-4', kind: 'lateCancellation', hundredths: 100, amountCents: 8500 }),
  sampleLine({
    lineId: 'l-5',
    meetingId: 'm-0',
    date: '2026-11-28',
    correction: true,
    hundredths: -100,
    amountCents: -8500,
  }),
];

/** The firm as a Gutschrift's buyer. */
export const sampleFirm: GutschriftBuyer = {
  legalName: 'Beispiel Coaching GmbH',
  address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  vatId: 'DE123456789',
  taxNumber: null,
  email: 'buero@beispiel.de',
  phone: '030 123456',
};

/** A VAT-registered Accelerator's Gutschrift (19 %), December 2026. */
export function vatGutschrift(): Gutschrift {
  const tax = { kind: 'vat' as const, rate: 19 };
  const lines = gutschriftLines(sampleLines, tax);
  const net = lines.reduce((s, l) => s + l.netCents, 0);
  const vat = Math.round((net * 19) / 100);
  return {
    statementId: 's-1',
    number: 'GS-2027-0001',
    issuedOn: '2027-01-04',
    at: '2027-01-04T09:00:00.000Z',
    period: periodOf('2026-12'),
    seller: {
      legalName: 'Jürgen Weiß – Führungskräfte-Coaching',
      address: { street: 'Münzstraße 5', postalCode: '10178', city: 'Berlin', country: 'DE' },
      taxNumber: '27/123/45678',
      vatId: 'DE 811 907 980',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      accountHolder: 'Jürgen Weiß',
    },
    buyer: sampleFirm,
    tax,
    taxes: [{ tax, netCents: net, vatCents: vat }],
    lines,
    netCents: net,
    vatCents: vat,
    grossCents: net + vat,
  };
}

/** A small business's Gutschrift (§ 19 UStG): Steuernummer only, no VAT. */
export function smallBusinessGutschrift(): Gutschrift {
  const g = vatGutschrift();
  return {
    ...g,
    number: 'GS-2027-0002',
    seller: { ...g.seller, legalName: 'Ayşe Öztürk', vatId: null, bic: null, accountHolder: 'Ayşe Öztürk' },
    tax: small,
    taxes: [{ tax: small, netCents: g.netCents, vatCents: 0 }],
    lines: gutschriftLines(sampleLines, small),
    vatCents: 0,
    grossCents: g.netCents,
  };
}

const small = { kind: 'smallBusiness' as const };

/**
 * A small business's Gutschrift for January 2027 holding December's late meeting as a correction at
 * December's 19 % (the coach was VAT-registered until December, decide-tax.ts).
 */
export function mixedTaxGutschrift(): Gutschrift {
  const g = smallBusinessGutschrift();
  const vat19 = { kind: 'vat' as const, rate: 19 };
  const feeLines = [
    sampleLine({ date: '2027-01-12', hundredths: 100, amountCents: 8500 }),
    sampleLine({
      lineId: 'l-2',
      meetingId: 'm-2',
      date: '2026-12-04',
      correction: true,
      hundredths: 100,
      amountCents: 8500,
    }),
  ];
  const others = { '2026-12': vat19 };
  return {
    ...g,
    number: 'GS-2027-0003',
    period: periodOf('2027-01'),
    taxes: [
      { tax: small, netCents: 8500, vatCents: 0 },
      { tax: vat19, netCents: 8500, vatCents: 1615 },
    ],
    lines: gutschriftLines(feeLines, small, others),
    netCents: 17000,
    vatCents: 1615,
    grossCents: 18615,
  };
}
