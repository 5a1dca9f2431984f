import type { Random } from './random';
import { slug } from '../../lib/german/slug';

// The German raw material of the story: names, companies, places, phone numbers and the texts
// coaches and clients write. Invented; any likeness to real firms is chance.

const femaleFirstNames = [
  'Anna',
  'Annika',
  'Barbara',
  'Bärbel',
  'Birgit',
  'Carolin',
  'Charlotte',
  'Christiane',
  'Claudia',
  'Daniela',
  'Doris',
  'Elke',
  'Emilia',
  'Franziska',
  'Gabriele',
  'Greta',
  'Hannah',
  'Heike',
  'Ines',
  'Jana',
  'Johanna',
  'Jördis',
  'Julia',
  'Karin',
  'Katharina',
  'Kerstin',
  'Laura',
  'Lea',
  'Lena',
  'Lisa',
  'Luisa',
  'Maike',
  'Maren',
  'Marie',
  'Martina',
  'Meike',
  'Miriam',
  'Nadine',
  'Nicole',
  'Petra',
  'Ramona',
  'Renate',
  'Sabine',
  'Sandra',
  'Sarah',
  'Silke',
  'Simone',
  'Sophie',
  'Stefanie',
  'Susanne',
  'Svenja',
  'Tanja',
  'Ulrike',
  'Ute',
  'Vanessa',
  'Verena',
  'Yvonne',
  'Zoë',
];
const maleFirstNames = [
  'Alexander',
  'Andreas',
  'Benedikt',
  'Bernd',
  'Björn',
  'Christian',
  'Daniel',
  'David',
  'Dennis',
  'Dirk',
  'Elias',
  'Felix',
  'Florian',
  'Frank',
  'Georg',
  'Günther',
  'Hannes',
  'Heiko',
  'Holger',
  'Jan',
  'Jens',
  'Jörg',
  'Jonas',
  'Jürgen',
  'Kai',
  'Karsten',
  'Klaus',
  'Lars',
  'Leon',
  'Lukas',
  'Malte',
  'Manfred',
  'Marco',
  'Markus',
  'Martin',
  'Matthias',
  'Maximilian',
  'Michael',
  'Moritz',
  'Niklas',
  'Oliver',
  'Patrick',
  'Paul',
  'Philipp',
  'Ralf',
  'René',
  'Sebastian',
  'Simon',
  'Sören',
  'Stefan',
  'Sven',
  'Thomas',
  'Tim',
  'Tobias',
  'Torsten',
  'Uwe',
  'Volker',
  'Wolfgang',
];
const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
  'Baumann',
  'Franke',
  'Albrecht',
  'Schuster',
  'Simon',
  'Ludwig',
  'Böhm',
  'Winter',
  'Kraus',
  'Martin',
  'Schumacher',
  'Krämer',
  'Vogt',
  'Stein',
  'Jäger',
  'Otto',
  'Sommer',
  'Groß',
  'Seidel',
  'Heinrich',
  'Brandt',
  'Haas',
  'Schreiber',
  'Graf',
  'Schulte',
  'Dietrich',
  'Ziegler',
  'Kuhn',
  'Kühn',
  'Pohl',
  'Engel',
  'Horn',
  'Busch',
  'Bergmann',
  'Thomas',
  'Voigt',
  'Sauer',
  'Arnold',
  'Wolff',
  'Pfeiffer',
  'Bühler',
  'Löffler',
  'Düring',
  'Nölle',
  'Wüst',
];

interface City {
  name: string;
  /** one real postal code of its centre */
  postalCode: string;
  areaCode: string;
  street: string;
}

export const cities: readonly City[] = [
  { name: 'Berlin', postalCode: '10117', areaCode: '30', street: 'Friedrichstraße' },
  { name: 'Hamburg', postalCode: '20095', areaCode: '40', street: 'Mönckebergstraße' },
  { name: 'München', postalCode: '80331', areaCode: '89', street: 'Leopoldstraße' },
  { name: 'Köln', postalCode: '50672', areaCode: '221', street: 'Hohenzollernring' },
  { name: 'Frankfurt am Main', postalCode: '60314', areaCode: '69', street: 'Hanauer Landstraße' },
  { name: 'Stuttgart', postalCode: '70173', areaCode: '711', street: 'Königstraße' },
  { name: 'Düsseldorf', postalCode: '40212', areaCode: '211', street: 'Königsallee' },
  { name: 'Leipzig', postalCode: '04109', areaCode: '341', street: 'Karl-Liebknecht-Straße' },
  { name: 'Dresden', postalCode: '01097', areaCode: '351', street: 'Königsbrücker Straße' },
  { name: 'Nürnberg', postalCode: '90429', areaCode: '911', street: 'Fürther Straße' },
  { name: 'Hannover', postalCode: '30161', areaCode: '511', street: 'Lister Meile' },
  { name: 'Bremen', postalCode: '28195', areaCode: '421', street: 'Schlachte' },
  { name: 'Freiburg im Breisgau', postalCode: '79098', areaCode: '761', street: 'Kaiser-Joseph-Straße' },
  { name: 'Münster', postalCode: '48143', areaCode: '251', street: 'Prinzipalmarkt' },
  { name: 'Würzburg', postalCode: '97070', areaCode: '931', street: 'Juliuspromenade' },
  { name: 'Lübeck', postalCode: '23552', areaCode: '451', street: 'Königstraße' },
  { name: 'Regensburg', postalCode: '93047', areaCode: '941', street: 'Maximilianstraße' },
  { name: 'Göttingen', postalCode: '37073', areaCode: '551', street: 'Weender Straße' },
  { name: 'Saarbrücken', postalCode: '66111', areaCode: '681', street: 'Bahnhofstraße' },
  { name: 'Erfurt', postalCode: '99084', areaCode: '361', street: 'Anger' },
  { name: 'Mannheim', postalCode: '68161', areaCode: '621', street: 'Planken' },
  { name: 'Osnabrück', postalCode: '49074', areaCode: '541', street: 'Große Straße' },
];

const trades = [
  'Bäckerei',
  'Zimmerei',
  'Elektrotechnik',
  'Sanitär',
  'Gartenbau',
  'Steuerberatung',
  'Architekten',
  'Logistik',
  'Maschinenbau',
  'Metallbau',
  'Immobilien',
  'Personalberatung',
  'Druckerei',
  'Fahrradmanufaktur',
  'Catering',
  'Physiotherapie',
  'Zahntechnik',
  'Softwareentwicklung',
  'Medientechnik',
  'Event-Service',
  'Kaffeerösterei',
  'Brauerei',
  'Möbelwerkstatt',
  'Weinhandel',
  'Dentallabor',
  'Ingenieurbüro',
  'Solartechnik',
  'Feinkost',
];
const fantasyNames = [
  'Nordlicht',
  'Grünwerk',
  'Klarsicht',
  'Weitblick',
  'Lichtblick',
  'Brückenschlag',
  'Fährmann',
  'Kompass',
  'Leuchtturm',
  'Rheinblick',
  'Elbufer',
  'Alpenglück',
  'Kiezkind',
  'Fernweh',
  'Morgenrot',
  'Sonnenhof',
  'Mühlstein',
  'Windrose',
  'Zugvogel',
  'Löwenzahn',
  'Blaupause',
  'Funkenflug',
  'Hafenkante',
  'Tüftelwerk',
  'Wegweiser',
];
const fantasySuffixes = [
  'Solutions',
  'Digital',
  'Studio',
  'Labs',
  'Consulting',
  'Manufaktur',
  'Werkstatt',
  'Systems',
  'Media',
];
const legalForms = ['GmbH', 'GmbH', 'GmbH', 'UG (haftungsbeschränkt)', 'KG', 'GmbH & Co. KG', 'e. K.', 'AG'];

interface Person {
  firstName: string;
  lastName: string;
  name: string;
  female: boolean;
}

export function person(rng: Random): Person {
  const female = rng.chance(0.5);
  const firstName = rng.pick(female ? femaleFirstNames : maleFirstNames);
  const lastName = rng.pick(lastNames);
  return { firstName, lastName, name: `${firstName} ${lastName}`, female };
}

interface Company {
  name: string;
  domain: string;
}

export function company(rng: Random, owner: Person, city: City): Company {
  const form = rng.pick(legalForms);
  const kind = rng.weighted([
    ['trade', 4],
    ['owner', 3],
    ['fantasy', 4],
    ['partners', 1],
  ] as const);
  let base: string;
  if (kind === 'trade') base = `${rng.pick(trades)} ${owner.lastName}`;
  else if (kind === 'owner') base = `${owner.lastName} ${rng.pick(trades)}`;
  else if (kind === 'partners') base = `${owner.lastName} & ${rng.pick(lastNames)}`;
  else base = `${rng.pick(fantasyNames)} ${rng.pick(fantasySuffixes)}`;
  if (rng.chance(0.15)) base = `${base} ${city.name.split(' ')[0]}`;
  return { name: `${base} ${form}`, domain: `${slug(base)}.de` };
}

/** A billing address on the city's main street. */
export function streetAddress(rng: Random, city: City): { street: string; postalCode: string; city: string } {
  return { street: `${city.street} ${rng.int(1, 180)}`, postalCode: city.postalCode, city: city.name };
}

/** A German landline ('+49 89 2847193') or mobile number ('+49 171 4829301'). */
export function phone(rng: Random, city: City): string {
  if (rng.chance(0.35))
    return `+49 ${rng.pick(['151', '152', '160', '162', '170', '171', '172', '175', '176', '178'])} ${rng.int(1000000, 9999999)}`;
  const digits = city.areaCode.length <= 2 ? rng.int(1000000, 99999999) : rng.int(100000, 9999999);
  return `+49 ${city.areaCode} ${digits}`;
}

export function positionOf(rng: Random, p: Person, founder: boolean): string {
  const options = founder ? ['Gründer', 'Inhaber'] : ['Geschäftsführer', 'Inhaber', 'Geschäftsführer', 'Prokurist'];
  const base = rng.pick(options);
  return p.female ? `${base}in` : base;
}

// The coaching itself.

export const goalsTexts = [
  'Ich möchte mein Unternehmen so aufstellen, dass es auch ohne mich im Tagesgeschäft läuft.',
  'Wir wollen den Umsatz im nächsten Jahr um ein Drittel steigern, ohne die Qualität zu verlieren.',
  'Ein klares Zielbild für die nächsten drei Jahre und ein Team, das es mitträgt.',
  'Planbare Neukundengewinnung statt Empfehlungen und Zufall.',
  'Die Gründung sauber aufsetzen: Geschäftsmodell, Finanzierung und die ersten Kunden.',
  'Mehr Zeit für Strategie, weniger operative Feuerwehr.',
  'Unsere Liquidität in den Griff bekommen und die Preise richtig kalkulieren.',
  'Als Führungskraft klarer werden und Verantwortung im Team verteilen.',
  'Die Nachfolge vorbereiten und die zweite Führungsebene aufbauen.',
  'Digitale Prozesse einführen und KI sinnvoll im Alltag nutzen.',
];

export const notesTexts = [
  'Am liebsten Termine am Vormittag.',
  'Wir sind ein Familienunternehmen in zweiter Generation.',
  'Bitte zuerst per E-Mail melden, ich bin viel unterwegs.',
  'Ein Kollege hat Sie empfohlen.',
  'Wir haben bereits mit einer Unternehmensberatung gearbeitet, das war uns zu theoretisch.',
];

export const declineReasons = [
  'Das Budget ist in diesem Quartal leider schon verplant.',
  'Wir haben uns intern für eine andere Lösung entschieden.',
  'Der Zeitpunkt passt gerade nicht, wir melden uns im Frühjahr wieder.',
  'Der Umfang ist für uns im Moment zu groß.',
  null,
];

export const meetingTopics: Record<string, readonly string[]> = {
  Management: [
    'Rollen und Verantwortlichkeiten im Führungsteam',
    'Delegation und Entscheidungswege',
    'Feedbackkultur und Mitarbeitergespräche',
    'Organigramm und Zuständigkeiten',
  ],
  Vertrieb: [
    'Vertriebsprozess von der Anfrage bis zum Abschluss',
    'Preisgespräche und Einwandbehandlung',
    'Pipeline und Forecast',
    'Zielkunden und Akquisestrategie',
  ],
  Finanzen: [
    '13-Wochen-Liquiditätsplanung',
    'Kalkulation und Deckungsbeiträge',
    'Controlling-Kennzahlen und Monatsbericht',
    'Finanzierungsgespräch mit der Hausbank',
  ],
  Marketing: [
    'Positionierung und Markenkern',
    'Content-Plan für LinkedIn',
    'Website und Anfragestrecke',
    'Kampagnenplanung für das nächste Quartal',
  ],
  Gründung: [
    'Geschäftsmodell und Zielgruppe',
    'Businessplan und Finanzierung',
    'Rechtsform und erste Verträge',
    'Markteintritt und erste Kunden',
  ],
  Strategie: [
    'Zielbild für die nächsten drei Jahre',
    'Strategische Prioritäten und OKRs',
    'Wettbewerbsanalyse',
    'Geschäftsfelder und Portfolio',
  ],
  Wachstum: [
    'Skalierung der Prozesse',
    'Neue Märkte und Standorte',
    'Recruiting für das Wachstum',
    'Kennzahlen für das Wachstum',
  ],
  Recht: [
    'Verträge mit Kunden und Lieferanten',
    'Arbeitsverträge und Mitarbeiterbeteiligung',
    'Datenschutz im Vertrieb',
    'AGB und Haftung',
  ],
  Mindset: [
    'Eigene Rolle als Unternehmerin oder Unternehmer',
    'Umgang mit Druck und Unsicherheit',
    'Energie und Prioritäten',
    'Entscheidungen treffen',
  ],
  KI: ['KI-Werkzeuge im Arbeitsalltag', 'Automatisierung von Routineaufgaben', 'Datenstrategie', 'Einführung im Team'],
};

export const summaryEndings = [
  'Nächste Schritte sind vereinbart.',
  'Hausaufgabe bis zum nächsten Termin: Entwurf überarbeiten.',
  'Sehr konstruktives Gespräch, gute Fortschritte.',
  'Offene Punkte nehmen wir beim nächsten Termin wieder auf.',
  'Die Maßnahmen aus dem letzten Termin sind umgesetzt.',
];

export const cancelReasons = [
  'Vom Partner storniert',
  'Krankheitsbedingt abgesagt, neuer Termin folgt.',
  'Terminkollision beim Klienten',
  'Auf Wunsch des Klienten verschoben',
];

export const ratingComments: Record<number, readonly string[]> = {
  5: [
    'Hat uns enorm weitergebracht, jederzeit wieder.',
    'Sehr praxisnah und auf den Punkt.',
    'Die beste Investition des Jahres.',
  ],
  4: ['Gute Begleitung, manche Termine hätten kürzer sein können.', 'Sehr hilfreich, wir setzen vieles schon um.'],
  3: ['Solide, aber wir hätten uns mehr Tempo gewünscht.', 'In Ordnung, nicht alles passte zu unserer Situation.'],
  2: ['Leider zu allgemein für unsere Branche.'],
  1: ['Hat für uns nicht gepasst.'],
};

export const archiveNotes = [
  'Sehr zufriedene Kundin, Empfehlung an zwei Kontakte gegeben. Im Herbst nachfassen.',
  'Ziele weitgehend erreicht. Interesse an einem Folgepaket Vertrieb, Angebot im nächsten Quartal.',
  'Zusammenarbeit war gut, Budget für die Fortsetzung fehlt derzeit.',
  'Hat das Paket nicht ausgeschöpft; beim nächsten Kontakt nach den Gründen fragen.',
  'Referenz für die Website freigegeben.',
  'Nachfolgeregelung abgeschlossen, Kontakt zum neuen Geschäftsführer halten.',
];

export const activationNotes = [
  'Zahlung per Überweisung eingegangen.',
  'Zahlungseingang laut Kontoauszug bestätigt.',
  null,
  null,
];

export const meetingNotes = [
  'Bitte Zahlen des letzten Quartals mitbringen.',
  'Agenda folgt per E-Mail.',
  'Vor Ort im Büro des Klienten.',
  null,
  null,
  null,
];

/** What a coach keeps after a session: for the team, or only for themself. */
export const coachNoteTexts = {
  team: [
    'Klient ist motiviert; beim nächsten Termin die Zahlen gemeinsam durchgehen.',
    'Bitte im Team abstimmen: Wer übernimmt das Thema Finanzierung?',
    'Fortschritt gut, Tempo etwas herausnehmen, damit die Umsetzung hinterherkommt.',
  ],
  private: [
    'Wirkt unter Druck; nächstes Mal mit einer offenen Frage einsteigen.',
    'Eigene Vorbereitung: Beispiele aus ähnlichen Betrieben mitbringen.',
  ],
} as const;

/** What a coach asks the client to do before the next session. */
export const taskTitles = [
  'Preisliste überarbeiten',
  'Zahlen des letzten Quartals zusammenstellen',
  'Drei Wunschkunden beschreiben',
  'Entwurf der Stellenanzeige schreiben',
  'Wochenplan für das Team aufsetzen',
  'Feedbackgespräch mit der Teamleitung führen',
] as const;

/** A client writing after a session, and the coach's answer. */
export const clientMessages = [
  'Danke für heute! Eine Frage noch: Sollen wir die Zahlen monatlich oder quartalsweise anschauen?',
  'Ich habe den ersten Schritt schon umgesetzt. Können wir nächstes Mal über das Budget sprechen?',
  'Kurze Rückmeldung: Das Team hat den Vorschlag gut aufgenommen.',
] as const;
export const coachAnswers = [
  'Gern, monatlich reicht für den Anfang. Wir schauen es uns beim nächsten Termin gemeinsam an.',
  'Sehr gut! Das Budget nehmen wir auf die Agenda.',
  'Freut mich zu hören. Bleiben Sie dran, wir sprechen beim nächsten Mal darüber.',
] as const;
