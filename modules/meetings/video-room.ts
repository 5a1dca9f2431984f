import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/**
 * A fresh room of its own for one online meeting (issue 34): 128 random bits in base32 on the
 * firm's Jitsi server (`VIDEO_ROOM_BASE_URL`). Jitsi rooms have no password: the name is the
 * secret, so it cannot be guessed or counted up. Drawn once when the meeting is planned and kept in
 * its `MeetingPlanned` (a move or a replay keeps it); a hand-over draws another, since the
 * Accelerator who left knows this one.
 */
export const newVideoRoomLink = (baseUrl: string) =>
  `${baseUrl}/Coaching-${encodeBase32LowerCaseNoPadding(randomBytes(16))}`;
