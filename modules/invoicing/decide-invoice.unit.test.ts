import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { invoiceDecider, type IssueInvoice } from './invoice';
import type { InvoiceEvent } from './events';
import { issuedInvoice } from './testing/invoice';
import { firm, address, service, buyer } from './testing/decide-fixtures';

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
