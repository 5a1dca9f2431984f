// Isomorphic (re-exported by contract.ts): the four package types of step 2, our German wording.

export const packageTypes = ['starter', 'accelerator', 'leadership', 'custom'] as const;
export type PackageType = (typeof packageTypes)[number];
/** What the recommendation can answer: every type but custom, which only a person picks. */
export type RecommendedPackage = Exclude<PackageType, 'custom'>;

export interface PackageTypeInfo {
  id: PackageType;
  title: string;
  subtitle: string;
  features: readonly [string, string, string, string, string];
}

export const packageTypeInfo: Record<PackageType, PackageTypeInfo> = {
  starter: {
    id: 'starter',
    title: 'Starter',
    subtitle: 'Für die Gründungsphase: vom Vorhaben zum tragfähigen Geschäft',
    features: [
      'Geschäftsidee und Angebot schärfen',
      'Tragfähiges Geschäftsmodell und Preisgestaltung',
      'Die ersten Kundinnen und Kunden gewinnen',
      'Finanz- und Liquiditätsplanung',
      'Ein fester Accelerator als Sparringspartner',
    ],
  },
  accelerator: {
    id: 'accelerator',
    title: 'Accelerator',
    subtitle: 'Für junge und wachsende Unternehmen: gezielt skalieren',
    features: [
      'Wachstumsstrategie mit klaren Prioritäten',
      'Vertrieb und Marketing systematisch aufbauen',
      'Prozesse und Organisation, die mitwachsen',
      'Kennzahlen und Steuerung',
      'Fachleute aus unserem Netzwerk für jedes Thema',
    ],
  },
  leadership: {
    id: 'leadership',
    title: 'Leadership',
    subtitle: 'Für Unternehmerinnen und Unternehmer mit Team: wirksam führen',
    features: [
      'Die eigene Führungsrolle klären und stärken',
      'Delegation und Verantwortung im Team',
      'Konflikte lösen, Feedback etablieren',
      'Klare Strukturen und Entscheidungswege',
      'Persönliches Leadership-Coaching',
    ],
  },
  custom: {
    id: 'custom',
    title: 'Individuell',
    subtitle: 'Ihr Paket, zusammengestellt nach Ihrem Bedarf',
    features: [
      'Themen frei kombinierbar',
      'Stundenumfang nach Bedarf',
      'Coaching und Beratung nach Wunsch gemischt',
      'Passende Acceleratoren aus unserem Netzwerk',
      'Abgestimmt im kostenlosen Erstgespräch',
    ],
  },
};

export const packageTypeTitle = (id: PackageType | null | undefined): string => (id ? packageTypeInfo[id].title : '–');
