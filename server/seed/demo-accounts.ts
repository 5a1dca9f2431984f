// The demo logins `npm start` seeds into an empty embedded database (and prints). Never used when
// DATABASE_URL is set. The e2e suite signs in with these.
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  company?: string;
  phone?: string;
  position?: string;
}

export const demoAdmin: DemoAccount = { email: 'admin@demo.coaching.de', password: 'Admin-Demo-2026', name: 'Anna Admin' };

export const demoPartners: DemoAccount[] = [
  { email: 'markus.berger@demo.coaching.de', password: 'Partner-Demo-2026', name: 'Markus Berger', position: 'Leadership Coach' },
  { email: 'sabine.krueger@demo.coaching.de', password: 'Partner-Demo-2026', name: 'Sabine Krüger', position: 'Vertrieb & Marketing' },
  { email: 'tobias.schmidt@demo.coaching.de', password: 'Partner-Demo-2026', name: 'Tobias Schmidt', position: 'Finanzen & Controlling' },
];

export const demoClients: DemoAccount[] = [
  { email: 'julia.hoffmann@demo.kunde.de', password: 'Kunde-Demo-2026', name: 'Julia Hoffmann', company: 'Hoffmann Design GmbH', phone: '+49 30 1234567', position: 'Geschäftsführerin' },
  { email: 'peter.wagner@demo.kunde.de', password: 'Kunde-Demo-2026', name: 'Peter Wagner', company: 'Wagner Logistik KG', phone: '+49 89 7654321', position: 'Inhaber' },
  { email: 'lena.fischer@demo.kunde.de', password: 'Kunde-Demo-2026', name: 'Lena Fischer', company: 'Fischer Consulting', phone: '+49 40 5556667', position: 'Gründerin' },
];
