import { fetchSessionUser } from '../api/auth';
import { sessionEnded } from '../api/handle-error';

/** A second look after this long: a password change in another tab may be setting the new cookie. */
const SECOND_LOOK_MS = 1500;

const stillSignedIn = () =>
  fetchSessionUser().then(
    (user) => user !== null,
    // Unreachable server or network: nothing says the session ended; socket.io keeps trying.
    () => true,
  );

/**
 * The server closed the socket because a session of this user ended (a logout, a password change,
 * a deactivation; `server/realtime/socket.ts`). If this tab's cookie still signs in (its own
 * password change gave it a new one), `reconnect`; otherwise the session ended elsewhere and every
 * open tab returns to '/' with 'Nicht authentifiziert' (`sessionEnded`). Asked twice, a moment
 * apart, so a cookie another tab of this browser is rotating right now is not taken for an end.
 */
export async function afterServerClose(reconnect: () => void, isCurrent: () => boolean): Promise<void> {
  for (const wait of [0, SECOND_LOOK_MS]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    if (!isCurrent()) return;
    if (await stillSignedIn()) {
      if (isCurrent()) reconnect();
      return;
    }
  }
  if (isCurrent()) sessionEnded();
}
