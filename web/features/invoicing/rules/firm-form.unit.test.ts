import { describe, expect, it } from 'vitest';
import { checkFirmForm, vatRateSchema, type FirmForm } from './firm-form';

const filled: FirmForm = {
  legalName: 'Beispiel Coaching GmbH',
  address: { street: 'Hauptstraße 1', postalCode: '80331', city: 'München', country: 'DE' },
  email: 'rechnung@beispiel.de',
  phone: '089 123456',
  taxNumber: '143/123/45678',
  vatId: '',
  registerEntry: '',
  managingDirector: '',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: '',
  bankName: '',
  defaultVatRate: '7',
  smallBusiness: false,
  invoiceAt: 'acceptance',
  numberPattern: '{YYYY}-{NNNN}',
  paymentTermDays: '14',
};

describe('checkFirmForm', () => {
  it('reads the German VAT rate and the payment term', () => {
    const result = checkFirmForm(filled);
    expect(result.ok && result.body.defaultVatRate).toBe(7);
    expect(result.ok && result.body.paymentTermDays).toBe(14);
  });

  it('names the fields that are wrong, with the contract messages, at the contract paths', () => {
    const result = checkFirmForm({
      ...filled,
      address: { ...filled.address, postalCode: '123' },
      iban: 'DE00 1234',
      taxNumber: '',
      defaultVatRate: '120',
      paymentTermDays: '1,5',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'address.postalCode',
      'defaultVatRate',
      'iban',
      'paymentTermDays',
      'taxNumber',
    ]);
    expect(result.errors.defaultVatRate).toBe('Der Steuersatz muss zwischen 0 und 100 % liegen.');
    expect(result.errors.taxNumber).toBe('Bitte geben Sie die Steuernummer oder die USt-IdNr. an.');
  });
  it('asks for the phone (XRechnung) and a German VAT rate (DATEV), with the contract messages', () => {
    const result = checkFirmForm({ ...filled, phone: ' ', defaultVatRate: '16' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      phone: 'Bitte geben Sie eine Telefonnummer an (Pflichtangabe jeder XRechnung).',
      defaultVatRate:
        'Bitte geben Sie einen der deutschen Umsatzsteuersätze an: 19 % (Regelsatz) oder 7 % (ermäßigt); ohne Umsatzsteuer wählen Sie „Kleinunternehmer (§ 19 UStG)“.',
    });
  });
  it('a rate with two decimals is refused for its decimals, not its range', () => {
    const vat = vatRateSchema.safeParse('7,05');
    expect(vat.success).toBe(false);
    expect(vat.error?.issues[0]?.message).toBe('Der Steuersatz hat höchstens eine Nachkommastelle (z. B. 7,5).');
  });
  it("reads '19 %', '19', '7,0' as meant, and says precisely what is wrong otherwise", () => {
    for (const [typed, rate] of [
      ['19 %', 19],
      ['19%', 19],
      ['19', 19],
      ['7,0', 7],
      [' 7 % ', 7],
    ] as const)
      expect(checkFirmForm({ ...filled, defaultVatRate: typed }), typed).toMatchObject({
        ok: true,
        body: { defaultVatRate: rate },
      });
    expect(vatRateSchema.safeParse('neunzehn').error?.issues[0]?.message).toBe(
      'Bitte geben Sie den Steuersatz als Zahl ein, z. B. 19 oder 7 (ein %-Zeichen darf folgen).',
    );
    expect(vatRateSchema.safeParse('19 %%').error?.issues[0]?.message).toBe(
      'Bitte geben Sie den Steuersatz als Zahl ein, z. B. 19 oder 7 (ein %-Zeichen darf folgen).',
    );
  });
});
