import type { Random } from './random';
import { slug } from '../../lib/german/slug';
import { femaleFirstNames, lastNames, maleFirstNames } from './german-names';

// The German raw material of the story: people, companies, places, phone numbers (the names are
// german-names.ts, what people write german-texts.ts). Invented; any likeness to real firms is chance.

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
