import { urlFields, wholeNumber } from '../../../lib/url-fields';
// The year in the address (/admin/reports?year=2025), so a year's figures can be linked; without
// one (or with one that is no year), this year.

export const reportsSearch = urlFields({ year: wholeNumber(2000, 2100) });
