import { platformsWithLink, platformsWithLocation, platformsWithRoom } from './platforms';
import type { MeetingCommand, MeetingPlace, MeetingState } from './decide-commands';

// Where a handed-over meeting is held (the hostile review of 2026-11-29): a meeting on the leaver's
// own link or at their own address would send client and successor to the leaver's room or office.

type HandOver = Extract<MeetingCommand, { type: 'HandOver' }>;

/** Addresses compared as people type them: case, spaces and a trailing full stop do not matter. */
const sameAddress = (a: string | null, b: string | null) => {
  const norm = (s: string | null) =>
    (s ?? '').trim().replace(/\s+/gu, ' ').replace(/\.$/u, '').toLocaleLowerCase('de-DE');
  return norm(a) !== '' && norm(a) === norm(b);
};

/**
 * Whether the meeting is held at the leaver's own place: their fixed Zoom, Teams or Meet link (the
 * link of those platforms is the Accelerator's own standing room), or in person at the address they
 * give for bookings in person. A phone call and an address chosen for this meeting (the client's
 * office, say) are nobody's in particular and stay.
 */
function atLeaversPlace(state: MeetingState, c: HandOver): boolean {
  if (!state.platform) return false;
  if (platformsWithLink.includes(state.platform)) return true;
  return platformsWithLocation.includes(state.platform) && sameAddress(state.location, c.leaverAddress);
}

/**
 * The successor's default, as a client's booking of them would take it: a fixed link, their
 * address, a phone call, or the portal's own room; the room too when their default names no link
 * or no address (nowhere to meet otherwise).
 */
function successorsPlace({ successorDefault: d, roomLink }: HandOver): MeetingPlace {
  const room: MeetingPlace = { platform: 'video-room', link: roomLink, location: null };
  if (platformsWithRoom.includes(d.platform)) return room;
  if (platformsWithLink.includes(d.platform))
    return d.link ? { platform: d.platform, link: d.link, location: null } : room;
  if (platformsWithLocation.includes(d.platform))
    return d.location?.trim() ? { platform: d.platform, link: null, location: d.location.trim() } : room;
  return { platform: d.platform, link: null, location: null };
}

/**
 * The new place of a handed-over meeting for its `MeetingHandedOver`, or nothing when it stays
 * (not the leaver's, or the successor's default is the same place).
 */
export function placeAfterHandOver(state: MeetingState, c: HandOver): MeetingPlace | Record<string, never> {
  // The portal's own room: its name is its only secret and the leaver knows it (the firm's
  // decision of 2026-11-29), so it becomes a fresh room, whatever the successor's default.
  if (state.platform && platformsWithRoom.includes(state.platform))
    return { platform: 'video-room', link: c.roomLink, location: null };
  if (!atLeaversPlace(state, c)) return {};
  const place = successorsPlace(c);
  const same =
    place.platform === state.platform &&
    place.link === state.link &&
    (place.location === state.location || sameAddress(place.location, state.location));
  return same ? {} : place;
}
