import type { MailMessage } from '../../../jobs/mailer';
import { formatCalendarDate, formatCents } from '../../../lib/german/format';
import { plainName } from '../../../lib/plain-name';
import { documentTitleOf, formatIban, type IssuedInvoice } from '../contract';
import { paymentReferenceOf } from './cii';
import { pdfFileName } from './file-name';
import { originalOf } from './lines';

// The invoice mail to the client: 'Rechnung <number>' (or 'Stornorechnung <number>') with the
// amount, the due date and the bank details in the text, and the PDF (with its XML) attached.

interface InvoiceMailFacts {
  to: string;
  name: string;
  portalUrl: string;
}

function lines(invoice: IssuedInvoice, portalUrl: string): string[] {
  const { seller, amounts } = invoice;
  const amount = formatCents(amounts.grossCents);
  if (invoice.corrects?.partial)
    return [
      `anbei erhalten Sie die ${documentTitleOf(invoice)} ${invoice.number} vom ${formatCalendarDate(invoice.issuedOn)} zur Rechnung ${originalOf(invoice)} als PDF.`,
      `Grund: ${invoice.corrects.reason}`,
      '',
      `Gutgeschrieben: ${formatCents(-amounts.grossCents)}`,
      '',
      `Der Betrag der Rechnung ${invoice.corrects.number} mindert sich entsprechend. Haben Sie mehr gezahlt, als Sie nun schulden, erstatten wir Ihnen den Unterschied.`,
    ];
  if (invoice.kind === 'credit_note')
    return [
      `anbei erhalten Sie die Stornorechnung ${invoice.number} vom ${formatCalendarDate(invoice.issuedOn)} zur Rechnung ${originalOf(invoice)} als PDF.`,
      `Grund: ${invoice.corrects?.reason ?? ''}`,
      '',
      `Betrag: ${amount}`,
      '',
      `Die Rechnung ${invoice.corrects?.number ?? ''} ist damit aufgehoben. Bereits gezahlte Beträge erstatten wir Ihnen.`,
    ];
  return [
    `anbei erhalten Sie unsere ${documentTitleOf(invoice)} ${invoice.number} vom ${formatCalendarDate(invoice.issuedOn)} für das Paket „${invoice.service.packageName}“ als PDF (mit eingebetteter E-Rechnung nach ZUGFeRD, EN 16931).`,
    '',
    `Rechnungsbetrag: ${amount}`,
    `Fällig am: ${formatCalendarDate(invoice.dueOn)} (Zahlungsziel ${invoice.paymentTermDays} Tage)`,
    ...(amounts.taxNote ? [amounts.taxNote] : []),
    '',
    'Bitte überweisen Sie den Betrag auf folgendes Konto:',
    `Empfänger: ${seller.legalName}`,
    `IBAN: ${formatIban(seller.iban)}`,
    ...(seller.bic ? [`BIC: ${seller.bic}`] : []),
    ...(seller.bankName ? [`Bank: ${seller.bankName}`] : []),
    `Verwendungszweck: ${paymentReferenceOf(invoice)}`,
    '',
    'Sobald die Zahlung eingegangen ist, schalten wir Ihr Paket frei und Sie können Termine mit Ihren Acceleratoren planen.',
    `Ihre Rechnungen finden Sie auch im Portal: ${portalUrl}/invoices`,
  ];
}

/** The mail of an issued invoice or credit note, with its PDF (the firm signs it at sending). */
export function invoiceMail(invoice: IssuedInvoice, m: InvoiceMailFacts, pdf: Uint8Array): MailMessage {
  const text = [`Hallo ${plainName(m.name)},`, '', ...lines(invoice, m.portalUrl)].join('\n');
  return {
    to: m.to,
    subject: `${documentTitleOf(invoice)} ${invoice.number}`,
    text,
    attachments: [
      {
        filename: pdfFileName(invoice),
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
}
