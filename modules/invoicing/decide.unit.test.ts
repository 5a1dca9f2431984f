import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { amountsOf } from './amounts';
import { firmData, invoiceNumberOf, invoicingMessages, isValidIban, paymentStateOf, type FirmData } from './contract';
import { billingAddressDecider, firmDecider, invoicedNow, numberYearOf, sequenceDecider } from './decide';
import { invoiceDecider, type IssueInvoice } from './invoice';
import type { InvoiceEvent } from './events';
import { invoiceParts, issuedInvoice } from './testing/invoice';
import { exampleFirm } from '../../server/testing/example-firm';

const admin = { id: 'a-1', role: 'admin' as const };
const client = { id: 'c-1', role: 'user' as const };

const firm: FirmData = exampleFirm;
const { address, service, buyer } = invoiceParts;

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

describe('firm data', () => {
  const spec = specOf(firmDecider, 'firm');
  const set = (f: FirmData, actor: { id: string; role: 'admin' | 'user' } = admin) => ({
    type: 'SetFirmData' as const,
    firm: f,
    actor,
    now,
  });

  it('an admin saves the whole of it, normalised', () => {
    spec([])
      .when(set({ ...firm, iban: 'DE89370400440532013000', vatId: 'de 123456789' }))
      .then([{ type: 'FirmDataSet', data: { firm: { ...firm, vatId: 'DE123456789' }, at } }]);
  });
  it('nobody else; no bad IBAN; not without Steuernummer or USt-IdNr', () => {
    spec([]).when(set(firm, client)).thenError('NotAllowed');
    spec([])
      .when(set({ ...firm, iban: 'DE00370400440532013000' }))
      .thenError('InvalidIban');
    spec([])
      .when(set({ ...firm, taxNumber: null, vatId: null }))
      .thenError('TaxIdMissing');
    spec([])
      .when(set({ ...firm, defaultVatRate: 0, smallBusiness: false }))
      .thenError('VatRateZero');
    spec([])
      .when(set({ ...firm, defaultVatRate: 0, smallBusiness: true }))
      .then([expect.anything()]);
  });
  it('given no firm data, when it comes without a phone, then nothing is saved (every XRechnung would fail BR-DE-6)', () => {
    spec([])
      .when(set({ ...firm, phone: null }))
      .thenError('PhoneMissing');
    spec([])
      .when(set({ ...firm, phone: '  ' }))
      .thenError('PhoneMissing');
  });
  it('given no firm data, when a rate DATEV has no account for comes (16 %), then it is refused; 19 and 7 % are saved', () => {
    spec([])
      .when(set({ ...firm, defaultVatRate: 16 }))
      .thenError('VatRateUnsupported');
    spec([])
      .when(set({ ...firm, defaultVatRate: 7.5 }))
      .thenError('VatRateUnsupported');
    spec([])
      .when(set({ ...firm, defaultVatRate: 7 }))
      .then([expect.anything()]);
    spec([])
      .when(set({ ...firm, defaultVatRate: 16, smallBusiness: true }))
      .then([expect.anything()]);
  });
  it('the same data again appends nothing, whatever order its keys come in (the log is jsonb)', () => {
    const { street, postalCode, city, country } = firm.address;
    spec([{ type: 'FirmDataSet', data: { firm: { ...firm, address: { city, country, street, postalCode } }, at } }])
      .when(set(firm))
      .then([]);
  });
});

describe('billing address', () => {
  const spec = specOf(billingAddressDecider, 'c-1');
  const set = (actor: { id: string; role: 'admin' | 'user' | 'partner' }) => ({
    type: 'SetBillingAddress' as const,
    value: address,
    actor,
    ownerRole: 'user',
    now,
  });
  it('the client themself or an admin; not another client or a partner', () => {
    spec([])
      .when(set(client))
      .then([{ type: 'BillingAddressSet', data: { clientId: 'c-1', address, at } }]);
    spec([])
      .when(set(admin))
      .then([{ type: 'BillingAddressSet', data: { clientId: 'c-1', address, at } }]);
    spec([])
      .when(set({ id: 'c-2', role: 'user' }))
      .thenError('NotAllowed');
    spec([])
      .when(set({ id: 'p-1', role: 'partner' }))
      .thenError('NotAllowed');
  });
  it('only a client account has one (an admin for themself is refused)', () => {
    spec([])
      .when({ ...set(admin), ownerRole: 'admin' })
      .thenError('NotAClient');
  });
  it('the same address again appends nothing', () => {
    spec([{ type: 'BillingAddressSet', data: { clientId: 'c-1', address, at } }])
      .when(set(client))
      .then([]);
  });
});

describe('when a package is invoiced', () => {
  const atAcceptance = { invoiceAt: 'acceptance' as const };
  const atActivation = { invoiceAt: 'activation' as const };
  it('given a firm invoicing at acceptance, when the offer is accepted, then it is invoiced (an advance invoice); not again at activation', () => {
    expect(invoicedNow('accepted', { firm: atAcceptance, accepted: true, invoiced: false })).toBe(true);
    expect(invoicedNow('activated', { firm: atAcceptance, accepted: true, invoiced: true })).toBe(false);
    // Not invoiced at acceptance for some reason: activation does not make up for it either.
    expect(invoicedNow('activated', { firm: atAcceptance, accepted: true, invoiced: false })).toBe(false);
  });
  it('given a firm invoicing at activation, when the offer is accepted, then nothing; at activation the invoice comes', () => {
    expect(invoicedNow('accepted', { firm: atActivation, accepted: true, invoiced: false })).toBe(false);
    expect(invoicedNow('activated', { firm: atActivation, accepted: true, invoiced: false })).toBe(true);
    expect(invoicedNow('activated', { firm: atActivation, accepted: true, invoiced: true })).toBe(false);
  });
  it('a package activated without acceptance is invoiced at activation, whatever the setting; no firm data: at acceptance', () => {
    expect(invoicedNow('activated', { firm: atAcceptance, accepted: false, invoiced: false })).toBe(true);
    expect(invoicedNow('activated', { firm: null, accepted: false, invoiced: false })).toBe(true);
    expect(invoicedNow('accepted', { firm: null, accepted: true, invoiced: false })).toBe(true);
  });
});

describe('number sequence', () => {
  const spec = specOf(sequenceDecider, '2026');
  const assigned = (sequence: number) => ({
    type: 'InvoiceNumberAssigned' as const,
    data: { year: 2026, sequence, invoiceId: `i-${sequence}`, at },
  });
  it('the next number is one more than the last: the first is 1', () => {
    spec([])
      .when({ type: 'AssignNumber', year: 2026, invoiceId: 'i-1', now })
      .then([assigned(1)]);
    spec([assigned(1), assigned(2)])
      .when({ type: 'AssignNumber', year: 2026, invoiceId: 'i-3', now })
      .then([assigned(3)]);
  });
});

describe('invoice', () => {
  const id = 'inv-1';
  const spec = specOf(invoiceDecider, id);
  const issue = (o: Partial<IssueInvoice> = {}): IssueInvoice => ({
    type: 'IssueInvoice',
    clientId: 'c-1',
    service,
    firm,
    buyer,
    number: { year: 2026, sequence: 1 },
    now,
    ...o,
  });
  const issued = issuedInvoice;
  const drafted: InvoiceEvent = {
    type: 'InvoiceDrafted',
    data: { invoiceId: id, clientId: 'c-1', service, missing: ['billingAddressMissing'], at },
  };

  it('issued with every mandatory field: seller, buyer, number, date, service, amounts, due date, bank', () => {
    spec([])
      .when(issue())
      .then([{ type: 'InvoiceIssued', data: issued }]);
  });

  it('without the client address it waits as a draft naming what is missing; without firm data too', () => {
    spec([]).when({ type: 'DraftInvoice', clientId: 'c-1', service, firm, address: null, now }).then([drafted]);
    spec([])
      .when({ type: 'DraftInvoice', clientId: 'c-1', service, firm: null, address, now })
      .then([{ ...drafted, data: { ...drafted.data, missing: ['firmDataMissing'] } } as InvoiceEvent]);
  });

  it('a draft is issued once it lacks nothing: its service as drafted, the number given', () => {
    spec([drafted])
      .when(issue({ service: null, number: { year: 2026, sequence: 4 } }))
      .then([{ type: 'InvoiceIssued', data: { ...issued, number: '2026-0004', sequence: 4 } }]);
    spec([drafted])
      .when(issue({ service: null, buyer: { ...buyer, address: null } }))
      .thenError({ code: 'CannotIssueYet', missing: ['billingAddressMissing'] });
    spec([drafted])
      .when(issue({ service: null, firm: null }))
      .thenError({ code: 'CannotIssueYet', missing: ['firmDataMissing'] });
  });

  it('a draft of a cancelled package is discarded, once, and never issued; an issued one is not discarded', () => {
    const discard = { type: 'DiscardDraft' as const, reason: 'Paket storniert: Projekt verschoben', now };
    const discarded: InvoiceEvent = {
      type: 'InvoiceDiscarded',
      data: { invoiceId: id, clientId: 'c-1', reason: discard.reason, at },
    };
    spec([drafted]).when(discard).then([discarded]);
    spec([drafted, discarded]).when(discard).then([]);
    spec([drafted, discarded])
      .when(issue({ service: null }))
      .thenError('Discarded');
    spec([{ type: 'InvoiceIssued', data: issued }])
      .when(discard)
      .thenError('AlreadyIssued');
    spec([]).when(discard).thenError('InvoiceNotFound');
  });

  it('never issued twice; an unknown invoice is not found', () => {
    spec([{ type: 'InvoiceIssued', data: issued }])
      .when(issue())
      .thenError('AlreadyIssued');
    spec([])
      .when(issue({ service: null }))
      .thenError('InvoiceNotFound');
    spec([drafted])
      .when({ type: 'DraftInvoice', clientId: 'c-1', service, firm, address: null, now })
      .thenError('InvoiceExists');
  });

  it('a small business issues without VAT and with the §19 note', () => {
    spec([])
      .when(issue({ firm: { ...firm, smallBusiness: true } }))
      .then([
        {
          type: 'InvoiceIssued',
          data: {
            ...issued,
            amounts: {
              netCents: 119_000,
              vatRate: 0,
              vatCents: 0,
              grossCents: 119_000,
              taxNote: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
            },
          },
        },
      ]);
  });

  it('cancelled only when issued, once; never a draft or a credit note', () => {
    const cancel = { type: 'CancelInvoice' as const, creditNoteId: 'cn-1', now };
    spec([{ type: 'InvoiceIssued', data: issued }])
      .when(cancel)
      .then([{ type: 'InvoiceCancelled', data: { invoiceId: id, clientId: 'c-1', creditNoteId: 'cn-1', at } }]);
    spec([drafted]).when(cancel).thenError('NotIssued');
    spec([]).when(cancel).thenError('InvoiceNotFound');
    spec([
      { type: 'InvoiceIssued', data: issued },
      { type: 'InvoiceCancelled', data: { invoiceId: id, clientId: 'c-1', creditNoteId: 'cn-1', at } },
    ])
      .when(cancel)
      .thenError('AlreadyCancelled');
    spec([{ type: 'InvoiceIssued', data: { ...issued, kind: 'credit_note' } }])
      .when(cancel)
      .thenError('CreditNoteOfCreditNote');
  });

  it('given a package not started yet, when it is invoiced, then it is an advance invoice; once its dates began, an ordinary one', () => {
    spec([])
      .when(issue())
      .then([{ type: 'InvoiceIssued', data: { ...issued, advance: true } }]);
    const started = { ...service, period: { from: '2026-03-12', to: '2027-03-11', months: 12 } };
    spec([])
      .when(issue({ service: started }))
      .then([{ type: 'InvoiceIssued', data: { ...issued, service: started, advance: false } }]);
    const later = { ...service, period: { from: '2026-04-01', to: '2027-03-31', months: 12 } };
    spec([])
      .when(issue({ service: later }))
      .then([{ type: 'InvoiceIssued', data: { ...issued, service: later, advance: true } }]);
  });

  it('a credit note mirrors the original with negated amounts, its own number and the reference (number and date)', () => {
    const credit = specOf(invoiceDecider, 'cn-1');
    credit([])
      .when({
        type: 'IssueCreditNote',
        original: issued,
        reason: 'Paket storniert',
        pattern: '{YYYY}-{NNNN}',
        number: { year: 2026, sequence: 2 },
        now,
      })
      .then([
        {
          type: 'InvoiceIssued',
          data: {
            ...issued,
            invoiceId: 'cn-1',
            kind: 'credit_note',
            number: '2026-0002',
            sequence: 2,
            amounts: { netCents: -100_000, vatRate: 19, vatCents: -19_000, grossCents: -119_000, taxNote: null },
            paymentTermDays: 0,
            dueOn: '2026-03-12',
            corrects: { invoiceId: id, number: '2026-0001', issuedOn: '2026-03-12', reason: 'Paket storniert' },
          },
        },
      ]);
  });
});
