import type { MailMessage } from '../../jobs/mailer';
import { formatDecimal } from '../../lib/german/format';
import { letterTo } from '../../lib/german/letter';
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

/** To the visitor once the request for the free first conversation is sent (step 3). */
export function requestConfirmationMail(f: RequestFacts, productName: string): MailMessage {
  return {
    to: f.email,
    subject: 'Ihre Anfrage für ein kostenloses Erstgespräch',
    text: letterTo(
      f.name,
      [
        `vielen Dank, dass Sie die ${productName} gemacht haben. Ihre Anfrage für ein kostenloses Erstgespräch ist bei uns eingegangen.`,
        '',
        `Ihr gewähltes Paket: ${packageTypeTitle(f.selectedPackage ?? f.recommendedPackage)}`,
        '',
        'Wir melden uns in den nächsten Tagen persönlich bei Ihnen, um einen Termin für das Erstgespräch zu vereinbaren.',
        'Das Gespräch ist für Sie kostenlos und unverbindlich.',
      ],
      productName,
    ),
  };
}

/** To every admin: a new request to follow up, with what they need to prioritise it. */
export function newRequestAdminMail(to: string, f: RequestFacts, adminUrl: string): MailMessage {
  return {
    to,
    subject: `Neue Anfrage: ${f.name}${f.company ? ` (${f.company})` : ''}`,
    text: [
      'Eine neue Anfrage für ein kostenloses Erstgespräch ist eingegangen.',
      '',
      `Name: ${f.name}`,
      `Unternehmen: ${f.company || '–'}`,
      `E-Mail: ${f.email}`,
      `Telefon: ${f.phone || '–'}`,
      `Lead-Score: ${score(f.leadScore)} von 5`,
      `Empfehlung: ${packageTypeTitle(f.recommendedPackage)}`,
      `Gewähltes Paket: ${packageTypeTitle(f.selectedPackage)}`,
      '',
      `Alle Antworten und das Coaching-Briefing: ${adminUrl}`,
    ].join('\n'),
  };
}
