import type { PostalAddress } from '../contract';

// A postal address as lines after DIN 5008: street, postal code and city, and for an address
// abroad the country on its own last line, spelled out in German ('Österreich'). A German firm
// writes no country on a German address.

const HOME_COUNTRY = 'DE';
const countryNames = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'code' });

/** 'AT' → 'Österreich'; an unknown code stays as it is. */
const countryNameOf = (code: string): string => countryNames.of(code.toUpperCase()) ?? code;

/** The address's lines: ['Ringstraße 1', '1010 Wien', 'Österreich'], or without the country at home. */
export const addressLines = (a: PostalAddress): string[] => [
  a.street,
  `${a.postalCode} ${a.city}`,
  ...(a.country.toUpperCase() === HOME_COUNTRY ? [] : [countryNameOf(a.country)]),
];

/** One line, for the sender line and the footer: 'Hauptstraße 1, 10115 Berlin' (', Österreich' abroad). */
export const addressInOneLine = (a: PostalAddress, separator = ', '): string => addressLines(a).join(separator);
