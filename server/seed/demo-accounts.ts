// The demo logins `npm start` seeds into an empty embedded database (and prints). Never used when
// DATABASE_URL is set. The e2e suite signs in with these.
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  company?: string;
  phone?: string;
  position?: string;
  /** a demo client's billing address; Peter has none, so his invoice waits as a draft for it */
  address?: { street: string; postalCode: string; city: string };
}

export const demoAdmin: DemoAccount = {
  email: 'admin@demo.coaching.de',
  password: 'Admin-Demo-2026',
  name: 'Anna Admin',
};

/** The demo firm's master data (the seller on its invoices); the IBAN is the standard example one. */
export const demoFirm = {
  legalName: 'Wachstumspartner Coaching GmbH',
  address: { street: 'Rosenthaler Straße 40', postalCode: '10178', city: 'Berlin', country: 'DE' },
  email: 'buchhaltung@demo.coaching.de',
  phone: '+49 30 98765430',
  taxNumber: '37/123/45678',
  vatId: 'DE123456789',
  registerEntry: 'Amtsgericht Berlin-Charlottenburg, HRB 212345 B',
  managingDirector: 'Anna Admin',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
  defaultVatRate: 19,
  smallBusiness: false,
  invoiceAt: 'acceptance' as const,
  numberPattern: '{YYYY}-{NNNN}',
  paymentTermDays: 14,
};

/** What the demo Acceleratoren's directory profiles say (specialty from spec 02 §3). */
interface DemoProfile {
  specialty: 'Management' | 'Vertrieb' | 'Finanzen';
  location: string;
  bio: string;
  expertise: { title: string; description: string }[];
}

export const demoPartners: (DemoAccount & { profile: DemoProfile })[] = [
  {
    email: 'markus.berger@demo.coaching.de',
    password: 'Partner-Demo-2026',
    name: 'Markus Berger',
    position: 'Leadership Coach',
    profile: {
      specialty: 'Management',
      location: 'München',
      bio: 'Begleitet Inhaber beim Schritt vom Macher zur Führungskraft.',
      expertise: [{ title: 'Führung', description: 'Delegation, Rollen und Verantwortung im wachsenden Team' }],
    },
  },
  {
    email: 'sabine.krueger@demo.coaching.de',
    password: 'Partner-Demo-2026',
    name: 'Sabine Krüger',
    position: 'Vertrieb & Marketing',
    profile: {
      specialty: 'Vertrieb',
      location: 'Hamburg',
      bio: 'Baut mit Gründerinnen und Gründern planbare Vertriebsprozesse auf.',
      expertise: [
        { title: 'Vertriebsprozess', description: 'Von der Anfrage bis zum Abschluss, messbar und wiederholbar' },
      ],
    },
  },
  {
    email: 'tobias.schmidt@demo.coaching.de',
    password: 'Partner-Demo-2026',
    name: 'Tobias Schmidt',
    position: 'Finanzen & Controlling',
    profile: {
      specialty: 'Finanzen',
      location: 'Berlin',
      bio: 'Macht Zahlen zum Steuerungsinstrument: Liquidität, Kalkulation, Controlling.',
      expertise: [{ title: 'Liquiditätsplanung', description: 'Rollierende 13-Wochen-Planung und Frühwarnsignale' }],
    },
  },
];

export const demoClients: DemoAccount[] = [
  {
    email: 'julia.hoffmann@demo.kunde.de',
    password: 'Kunde-Demo-2026',
    name: 'Julia Hoffmann',
    company: 'Hoffmann Design GmbH',
    phone: '+49 30 1234567',
    position: 'Geschäftsführerin',
    address: { street: 'Torstraße 112', postalCode: '10119', city: 'Berlin' },
  },
  {
    email: 'peter.wagner@demo.kunde.de',
    password: 'Kunde-Demo-2026',
    name: 'Peter Wagner',
    company: 'Wagner Logistik KG',
    phone: '+49 89 7654321',
    position: 'Inhaber',
  },
  {
    email: 'lena.fischer@demo.kunde.de',
    password: 'Kunde-Demo-2026',
    name: 'Lena Fischer',
    company: 'Fischer Consulting',
    phone: '+49 40 5556667',
    position: 'Gründerin',
    address: { street: 'Große Elbstraße 47', postalCode: '22767', city: 'Hamburg' },
  },
];
