export type WizardStepNumber = 1 | 2 | 3 | 4;

export const stepLabels = ['Fragebogen', 'Paketempfehlung', 'Erstgespräch', 'Konto erstellen'] as const;

/** What each step's heading says under the product name. */
export const stepIntros: Record<WizardStepNumber, string> = {
  1: 'Ein paar Fragen zu Ihnen und Ihrem Unternehmen. Ihre Antworten werden automatisch gespeichert.',
  2: 'Auf Grundlage Ihrer Antworten empfehlen wir Ihnen ein Paket. Sie können auch ein anderes wählen.',
  3: 'Der nächste Schritt ist ein persönliches Gespräch – kostenlos und unverbindlich.',
  4: 'Legen Sie Ihr Konto an, um Ihr Kundenportal zu nutzen.',
};

export function toStepNumber(step: string): WizardStepNumber {
  const n = Number(step);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}
