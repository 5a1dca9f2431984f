import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import type { Db } from '../../server/db/kysely';
import type { EventMetadata } from '../../server/eventstore';
import { actorOf } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import type { Actor } from '../identity/contract';
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

/** A command on a client's things, as notes, tasks and messages write: the circle is asked in its transaction. */
type CircleCommand<I, T> = (
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  input: I,
  meta: EventMetadata,
) => Promise<T>;

/** A write by someone of the client's circle: the command gets the actor, the client's id, the body and the request's metadata. */
export function writeByCircle<I, T>(ctx: AppContext, command: CircleCommand<I, T>) {
  return (request: FastifyRequest & { params: { clientId: string }; body: I }): Promise<T> =>
    command(ctx, actorOf(request), request.params.clientId, request.body, metadataOf(request));
}
