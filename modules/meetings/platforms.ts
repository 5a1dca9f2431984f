import { choices } from '../../lib/choices';

// Isomorphic (re-exported by contract.ts): where a meeting takes place. A file of its own so the
// answer schemas (answers.ts) read the list without importing contract.ts, which re-exports them.

export const { values: platforms, labels: platformLabels } = choices({
  'video-room': 'Eigener Raum je Termin (Jitsi)',
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  'google-meet': 'Google Meet',
  phone: 'Telefon',
  'in-person': 'Vor Ort',
});
export type Platform = (typeof platforms)[number];
/** Online platforms the Accelerator gives a fixed link for (their standing Zoom, Teams or Meet room). */
export const platformsWithLink: readonly Platform[] = ['zoom', 'teams', 'google-meet'];
/** Issue 34: each meeting gets a room of its own on the firm's Jitsi server; nobody types a link. */
export const platformsWithRoom: readonly Platform[] = ['video-room'];
/** Only a meeting in person has an address, and needs one: where client and Accelerator meet. */
export const platformsWithLocation: readonly Platform[] = ['in-person'];
/** Online meetings get a room of their own unless the Accelerator chose a fixed link (issue 34). */
export const DEFAULT_PLATFORM: Platform = 'video-room';
/** Said under the platform when it is 'video-room' (plan dialog, availability card). */
export const videoRoomHint =
  'Jeder Termin bekommt einen eigenen Raum (Jitsi, ohne Konto); der Link steht im Termin, in der Einladung und im Kalender.';
