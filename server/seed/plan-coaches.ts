import { demoPartners } from './demo-accounts';
import { cities, company, person, phone } from './german';
import type { CoachPlan } from './plan-types';
import type { Random } from './random';
import { at, dayOf, DAY, weekdayOnOrAfter } from './time';
import { slug } from '../../lib/german/slug';

// The Acceleratoren: the three demo partners, then coaches of the other specialties. The first
// ones found the firm; later ones join while the story runs.

const specialtyOrder = [
  'Strategie',
  'Marketing',
  'Gründung',
  'Wachstum',
  'Mindset',
  'KI',
  'Recht',
  'Management',
  'Vertrieb',
  'Finanzen',
];

const bios: Record<string, string> = {
  Strategie: 'Entwickelt mit Inhabern ein klares Zielbild und übersetzt es in wenige, messbare Prioritäten.',
  Marketing: 'Macht kleine Unternehmen sichtbar: Positionierung, Website und Inhalte, die Anfragen bringen.',
  Gründung: 'Begleitet Gründerinnen und Gründer von der Idee bis zu den ersten zahlenden Kunden.',
  Wachstum: 'Hilft Unternehmen, die schneller wachsen als ihre Strukturen: Prozesse, Rollen, Kennzahlen.',
  Mindset: 'Coacht Unternehmerinnen und Unternehmer in Entscheidungen, Rollenwechseln und unter Druck.',
  KI: 'Führt KI-Werkzeuge dort ein, wo sie im Alltag wirklich Zeit sparen, und nimmt das Team mit.',
  Recht: 'Wirtschaftsjuristin mit Blick fürs Praktische: Verträge, Haftung und Mitarbeiterbeteiligung.',
  Management: 'Begleitet Führungskräfte beim Aufbau einer zweiten Führungsebene.',
  Vertrieb: 'Baut planbare Vertriebsprozesse für beratungsintensive Produkte auf.',
  Finanzen: 'Macht Zahlen zum Steuerungsinstrument: Liquidität, Kalkulation, Controlling.',
};

const expertiseBySpecialty: Record<string, [string, string][]> = {
  Strategie: [
    ['Zielbild und Strategie', 'Drei-Jahres-Bild, Prioritäten und OKRs'],
    ['Geschäftsmodelle', 'Neue Geschäftsfelder prüfen und starten'],
  ],
  Marketing: [
    ['Positionierung', 'Markenkern und Zielgruppen schärfen'],
    ['LinkedIn', 'Sichtbarkeit für Inhaber und Expertinnen'],
  ],
  Gründung: [
    ['Businessplan', 'Finanzierung, Förderprogramme und Bankgespräche'],
    ['Markteintritt', 'Die ersten zehn Kunden gewinnen'],
  ],
  Wachstum: [
    ['Skalierung', 'Prozesse und Rollen für das nächste Wachstum'],
    ['Kennzahlen', 'Ein Cockpit mit fünf Zahlen statt fünfzig'],
  ],
  Mindset: [
    ['Rollenwechsel', 'Vom Macher zur Unternehmerin'],
    ['Resilienz', 'Energie und Prioritäten unter Druck'],
  ],
  KI: [
    ['KI im Alltag', 'Assistenten für Angebote, Texte und Recherche'],
    ['Automatisierung', 'Routinearbeit an Werkzeuge abgeben'],
  ],
  Recht: [
    ['Verträge', 'Kunden-, Liefer- und Kooperationsverträge'],
    ['Arbeitsrecht', 'Arbeitsverträge und Mitarbeiterbeteiligung'],
  ],
  Management: [
    ['Führung', 'Delegation, Rollen und Verantwortung im wachsenden Team'],
    ['Nachfolge', 'Die zweite Führungsebene aufbauen'],
  ],
  Vertrieb: [
    ['Vertriebsprozess', 'Von der Anfrage bis zum Abschluss, messbar und wiederholbar'],
    ['Preisgespräche', 'Preise halten statt Rabatte geben'],
  ],
  Finanzen: [
    ['Liquiditätsplanung', 'Rollierende 13-Wochen-Planung und Frühwarnsignale'],
    ['Kalkulation', 'Deckungsbeiträge je Produkt und Kunde'],
  ],
};

const testimonials = [
  'Nach drei Monaten hatten wir endlich einen Plan, den alle verstehen.',
  'Pragmatisch, ehrlich und immer gut vorbereitet.',
  'Hat uns geholfen, die richtigen Dinge zuerst zu tun.',
  'Die Zusammenarbeit hat sich schon im ersten Quartal bezahlt gemacht.',
];

export function planCoaches(rng: Random, count: number, startAt: number, endAt: number): CoachPlan[] {
  const coaches: CoachPlan[] = [];
  const emails = new Set<string>();
  const startDay = dayOf(startAt);
  const span = dayOf(endAt) - startDay;
  for (let index = 0; index < count; index++) {
    const r = rng.fork(`coach:${index}`);
    const demo = demoPartners[index];
    const p = demo
      ? { name: demo.name, firstName: demo.name.split(' ')[0]!, lastName: demo.name.split(' ').slice(1).join(' ') }
      : person(r);
    const specialty = demo
      ? demo.profile.specialty
      : specialtyOrder[(index - demoPartners.length) % specialtyOrder.length]!;
    let email = demo ? demo.email : `${slug(p.firstName)}.${slug(p.lastName)}@demo.coaching.de`;
    for (let n = 2; emails.has(email); n++) email = `${slug(p.firstName)}.${slug(p.lastName)}${n}@demo.coaching.de`;
    emails.add(email);
    const city = demo ? (cities.find((c) => c.name === demo.profile.location) ?? cities[0]!) : r.pick(cities);
    // The founders are there from the first week; the others join during the first 60 % of the story.
    const joinDay =
      index < 4 ? startDay + index : startDay + 7 + Math.floor((span * 0.6 * (index - 3)) / Math.max(1, count - 3));
    const expertise = (
      demo ? demo.profile.expertise.map((e) => [e.title, e.description] as [string, string]) : []
    ).concat(expertiseBySpecialty[specialty] ?? []);
    coaches.push({
      index,
      name: p.name,
      email,
      password: demo ? demo.password : 'Partner-Demo-2026',
      specialty,
      joinAt: at(weekdayOnOrAfter(joinDay), 9 * 60 + r.int(0, 7) * 15),
      profile: {
        location: city.name,
        phone: phone(r, city),
        linkedin: `https://www.linkedin.com/in/${slug(p.name)}`,
        calendlyLink: r.chance(0.6) ? `https://calendly.com/${slug(p.name)}` : null,
        hourlyRate: r.int(14, 26) * 10,
        availableHours: r.int(2, 8) * 5,
        bio: demo ? demo.profile.bio : bios[specialty]!,
        expertise: [...new Map(expertise.map(([title, description]) => [title, { title, description }])).values()],
        references: Array.from({ length: r.int(1, 3) }, () => {
          const owner = person(r);
          return {
            client: company(r, owner, r.pick(cities)).name,
            rating: r.weighted([
              [5, 3],
              [4, 1],
            ] as const),
            project: r.pick(expertiseBySpecialty[specialty]!)[0],
            testimonial: r.pick(testimonials),
          };
        }),
      },
    });
  }
  return coaches;
}

/** Coaches who can be given hours at an instant: joined at least a day before. */
export function coachesAvailable(coaches: readonly CoachPlan[], atMs: number): CoachPlan[] {
  return coaches.filter((c) => c.joinAt + DAY <= atMs);
}
