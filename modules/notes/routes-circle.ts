import type { FastifyRequest } from 'fastify';
import type { Db } from '../../server/db/kysely';
import { actorOf } from '../../server/http/access';
import { clientIdParam } from '../../server/http/path-params';
import { requireReader } from './circle';
import { noteMessages } from './contract';
import type { Reader } from './decide';

/**
 * What every route on one client's things (`/api/clients/:clientId/…`: notes, tasks, files,
 * messages) declares: anyone signed in may ask, the circle decides in the handler (`requireReader`),
 * and a malformed client id answers as an unknown client or one outside the circle does (404
 * 'Klient nicht gefunden.'). Its documented 404 is `outsideCircle` (messages words its own).
 */
export const onClientCircle = {
  access: 'signedIn',
  notFound: noteMessages.clientNotFound,
  params: clientIdParam,
} as const;

/**
 * A read by the client's circle: outside it 404 before anything is read, else `read` answers for the
 * reader. Each module keeps what it reads.
 */
export function readByCircle<T>(db: Db, read: (reader: Reader, clientId: string) => Promise<T>) {
  return async (request: FastifyRequest<{ Params: { clientId: string } }>): Promise<T> => {
    const { clientId } = request.params;
    return read(await requireReader(db, actorOf(request), clientId), clientId);
  };
}
