import { choices } from '../../lib/choices';

// Isomorphic (re-exported by contract.ts): where a meeting takes place. A file of its own so the
// answer schemas (answers.ts) read the list without importing contract.ts, which re-exports them.

export const { values: platforms, labels: platformLabels } = choices({
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  'google-meet': 'Google Meet',
  phone: 'Telefon',
  'in-person': 'Vor Ort',
});
export type Platform = (typeof platforms)[number];
/** Only online platforms carry a link. */
export const platformsWithLink: readonly Platform[] = ['zoom', 'teams', 'google-meet'];
/** Only a meeting in person has an address, and needs one: where client and Accelerator meet. */
export const platformsWithLocation: readonly Platform[] = ['in-person'];
export const DEFAULT_PLATFORM: Platform = 'zoom';
