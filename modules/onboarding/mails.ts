import type { MailMessage } from '../../jobs/mailer';
import { formatDecimal } from '../../lib/german/format';
import { letterTo } from '../../lib/german/letter';
import { plainName } from '../../lib/plain-name';
import { packageTypeTitle, type PackageType } from './package-types';

// German e-mail texts of the onboarding module.

export interface RequestFacts {
  questionnaireId: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  leadScore: number | null;
  recommendedPackage: PackageType | null;
  selectedPackage: PackageType | null;
}

const score = (n: number | null) => (n === null ? '–' : formatDecimal(n, 1));

/**
 * To the visitor once the request for the free first conversation is sent (step 3). Anyone may
 * type any address into the public questionnaire, so the mail repeats nothing they typed (no name,
 * no greeting by name): only our own text and the package's title go to that address.
 */
export function requestConfirmationMail(f: RequestFacts, productName: string): MailMessage {
  return {
    to: f.email,
    subject: 'Ihre Anfrage für ein kostenloses Erstgespräch',
    text: letterTo(null, [
      `vielen Dank, dass Sie die ${productName} gemacht haben. Ihre Anfrage für ein kostenloses Erstgespräch ist bei uns eingegangen.`,
      '',
      `Ihr gewähltes Paket: ${packageTypeTitle(f.selectedPackage ?? f.recommendedPackage)}`,
      '',
      'Wir melden uns in den nächsten Tagen persönlich bei Ihnen, um einen Termin für das Erstgespräch zu vereinbaren.',
      'Das Gespräch ist für Sie kostenlos und unverbindlich.',
    ]),
  };
}

/**
 * To every admin: a new request to follow up, with what they need to prioritise it. The visitor's
 * words are shown plain (one line, no links): the subject is a header, and the firm's own mail
 * should not carry a stranger's link to its admins.
 */
export function newRequestAdminMail(to: string, f: RequestFacts, adminUrl: string): MailMessage {
  const [name, company, phone] = [plainName(f.name), plainName(f.company), plainName(f.phone)];
  return {
    to,
    subject: `Neue Anfrage: ${name}${company ? ` (${company})` : ''}`,
    text: [
      'Eine neue Anfrage für ein kostenloses Erstgespräch ist eingegangen.',
      '',
      `Name: ${name}`,
      `Unternehmen: ${company || '–'}`,
      `E-Mail: ${f.email}`,
      `Telefon: ${phone || '–'}`,
      `Lead-Score: ${score(f.leadScore)} von 5`,
      `Empfehlung: ${packageTypeTitle(f.recommendedPackage)}`,
      `Gewähltes Paket: ${packageTypeTitle(f.selectedPackage)}`,
      '',
      `Alle Antworten und das Coaching-Briefing: ${adminUrl}`,
    ].join('\n'),
  };
}
