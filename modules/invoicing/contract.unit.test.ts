import { describe, expect, it } from 'vitest';
import { amountsOf } from './amounts';
import { firmData, invoiceNumberOf, invoicingMessages, isValidIban, paymentStateOf } from './contract';
import { numberYearOf } from './decide';
import { firm } from './testing/decide-fixtures';

describe('IBAN and the firm data schema', () => {
  // The check digits decide; a German IBAN is DE + 20 digits, spaces allowed.
  it.each([
    ['DE89 3704 0044 0532 0130 00', true],
    ['de89370400440532013000', true], // lower case, no spaces
    ['DE88 3704 0044 0532 0130 00', false], // wrong check digits
    ['DE89 3704 0044 0532 0130 0', false], // a digit short
    ['GB82 WEST 1234 5698 7654 32', true],
    ['keine IBAN', false],
  ])('isValidIban(%j) is %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('keeps the IBAN normalised in groups of four; refuses a bad one, and no tax id, in German', () => {
    const parsed = firmData.parse({ ...firm, iban: 'de89370400440532013000' });
    expect(parsed.iban).toBe('DE89 3704 0044 0532 0130 00');
    const bad = firmData.safeParse({ ...firm, iban: 'DE00 3704 0044 0532 0130 00' });
    expect(bad.error?.issues[0]?.message).toBe(invoicingMessages.ibanInvalid);
    const noTax = firmData.safeParse({ ...firm, taxNumber: null, vatId: null });
    expect(noTax.error?.issues[0]?.message).toBe(invoicingMessages.taxIdRequired);
  });

  // A USt-IdNr. is issued by an EU member state (VIES: 'EL' for Greece, 'XI' for Northern Ireland);
  // CEN's BR-CO-09 refuses an e-invoice whose VAT id has no country prefix ('UK' is none).
  it.each([
    ['DE 123 456 789', true],
    ['ATU12345678', true],
    ['EL123456789', true],
    ['XI123456789', true],
    ['UK123456789', false],
    ['GB123456789', false],
    ['XX123456789', false],
    ['CHE123456789', false],
  ])('takes the USt-IdNr. %j: %s', (vatId, valid) => {
    const parsed = firmData.safeParse({ ...firm, vatId });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(valid ? null : invoicingMessages.vatIdInvalid);
  });

  it('asks for phone and e-mail (XRechnung BR-DE-6/7) and a German VAT rate, in German', () => {
    expect(firmData.safeParse({ ...firm, phone: '' }).error?.issues[0]?.message).toBe(invoicingMessages.phoneRequired);
    expect(firmData.safeParse({ ...firm, phone: undefined }).error?.issues[0]?.message).toBe(
      invoicingMessages.phoneRequired,
    );
    expect(firmData.safeParse({ ...firm, email: '' }).error?.issues[0]?.message).toBe(invoicingMessages.email);
    expect(firmData.safeParse({ ...firm, defaultVatRate: 16 }).error?.issues[0]?.message).toBe(
      invoicingMessages.vatRateUnsupported,
    );
    expect(firmData.safeParse({ ...firm, defaultVatRate: 7 }).success).toBe(true);
  });

  it('defaults: 19 % VAT, 14 days, {YYYY}-{NNNN}; a pattern without year or number is refused', () => {
    const { defaultVatRate, paymentTermDays, numberPattern, smallBusiness, ...rest } = firm;
    const parsed = firmData.parse(rest);
    expect([parsed.defaultVatRate, parsed.paymentTermDays, parsed.numberPattern, parsed.smallBusiness]).toEqual([
      19,
      14,
      '{YYYY}-{NNNN}',
      false,
    ]);
    expect(firmData.safeParse({ ...firm, numberPattern: 'RE-{NNNN}' }).success).toBe(false);
    expect(firmData.safeParse({ ...firm, numberPattern: 'RE-{YYYY}' }).success).toBe(false);
    expect(firmData.safeParse({ ...firm, numberPattern: 'RE/{YY}/{NNNNN}' }).success).toBe(true);
    // DATEV takes at most 36 characters: refused when a year's numbers could grow longer.
    const long = firmData.safeParse({ ...firm, numberPattern: 'RECHNUNG-MUSTERFIRMA-BERLIN/{YYYY}/{N}' });
    expect(long.error?.issues[0]?.message).toBe(invoicingMessages.patternTooLong);
    expect(firmData.safeParse({ ...firm, numberPattern: 'RECHNUNG-MUSTERFIRMA-{YYYY}-{NNNN}' }).success).toBe(true);
    void [defaultVatRate, paymentTermDays, numberPattern, smallBusiness];
  });
});
describe('payment state', () => {
  const issued = (paidCents: number, dueOn = '2026-03-10') =>
    paymentStateOf({ kind: 'invoice', status: 'issued', grossCents: 10_000, paidCents, dueOn }, '2026-03-12');
  it('open until due, then overdue; partly paid names the overdue rest, so the Überfällig filter agrees', () => {
    expect(issued(0, '2026-03-12')).toBe('open');
    expect(issued(0)).toBe('overdue');
    expect(issued(4_000, '2026-03-12')).toBe('partial');
    expect(issued(4_000)).toBe('partial_overdue');
    expect(issued(10_000)).toBe('paid');
    expect(issued(12_000)).toBe('overpaid');
    expect(
      paymentStateOf(
        { kind: 'credit_note', status: 'issued', grossCents: -10_000, paidCents: 0, dueOn: null },
        '2026-03-12',
      ),
    ).toBeNull();
  });
  it("a cancelled invoice with money on it is overpaid (the client's credit until refunded), else none", () => {
    const cancelled = (paidCents: number) =>
      paymentStateOf(
        { kind: 'invoice', status: 'cancelled', grossCents: 10_000, paidCents, dueOn: '2026-03-10' },
        '2026-03-12',
      );
    expect(cancelled(9_520)).toBe('overpaid');
    expect(cancelled(0)).toBeNull();
  });
});
describe('amounts and numbers', () => {
  // The price is gross: net = gross / 1.19 rounded, VAT the rest; a small business (§19 UStG) charges no VAT and
  // states the note.
  it.each([
    [119_000, false, 100_000, 19, 19_000, null],
    [50_000, true, 50_000, 0, 0, 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.'],
  ])(
    '%i cents gross, small business %s: %i net, VAT rate %i, VAT %i cents, note %s',
    (grossCents, smallBusiness, netCents, vatRate, vatCents, taxNote) => {
      expect(amountsOf(grossCents, 19, smallBusiness)).toEqual({ netCents, vatRate, vatCents, grossCents, taxNote });
    },
  );

  it('rounds the net, so net and VAT of an odd amount add up to the cent', () => {
    const odd = amountsOf(99_999, 19, false);
    expect(odd.netCents + odd.vatCents).toBe(99_999);
    expect(odd.netCents).toBe(84_033);
  });

  it('numbers follow the pattern; the year is the Berlin year of the invoice date', () => {
    expect(invoiceNumberOf('{YYYY}-{NNNN}', 2026, 7)).toBe('2026-0007');
    expect(invoiceNumberOf('RE/{YY}/{NN}', 2026, 123)).toBe('RE/26/123');
    expect(numberYearOf(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });
});
