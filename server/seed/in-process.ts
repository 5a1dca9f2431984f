import type { ZodType } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { EventMetadata } from '../eventstore';
import { planInputOf, planMeeting, settleMeeting } from '../../modules/meetings/commands';
import { bookMeeting } from '../../modules/meetings/booking';
import { rescheduleMeeting } from '../../modules/meetings/reschedule';
import {
  bookMeetingRequest,
  cancelMeetingRequest,
  CANCEL_REASON,
  CLIENT_CANCEL_REASON,
  completeMeetingRequest,
  createMeetingRequest,
  rescheduleMeetingRequest,
} from '../../modules/meetings/contract';
import { completeMilestone } from '../../modules/milestones/commands';
import { completeMilestoneRequest } from '../../modules/milestones/contract';
import { writeNote } from '../../modules/notes/commands';
import { writeNoteRequest } from '../../modules/notes/contract';
import { giveTask, tickTask } from '../../modules/tasks/commands';
import { giveTaskRequest } from '../../modules/tasks/contract';
import { postMessage } from '../../modules/messages/commands';
import { postMessageRequest } from '../../modules/messages/contract';
import { SeedApi } from './api';
import type { SeedClock } from './clock';

// The in-process mode (issue 36 item 4): the story's frequent steps call the modules' commands
// directly, with what their routes would pass (the body parsed by the route's own contract, the
// actor, the moment as `now`, the request's metadata), so decide checks every rule as over HTTP;
// no request, no JSON, no session. Steps not listed here still go through `app.inject`.

type Who = { id: string; role: 'admin' | 'partner' | 'user' };
type Command = (ctx: AppContext, who: Who, param: string, body: unknown, meta: EventMetadata) => Promise<unknown>;

/** A route the story calls: its method and path (`:id` is the one parameter), its contract, its command. */
function route<B>(
  method: string,
  path: string,
  schema: ZodType<B> | null,
  run: (c: Parameters<Command>[0], who: Who, param: string, body: B, meta: EventMetadata) => Promise<unknown>,
) {
  const pattern = new RegExp(`^${path.replace(':id', '([0-9a-f-]{36})')}$`);
  const command: Command = (ctx, who, param, body, meta) =>
    run(ctx, who, param, (schema ? schema.parse(body ?? {}) : undefined) as B, meta);
  return { method, pattern, command };
}

const commands = [
  route('POST', '/api/meetings/create', createMeetingRequest, async (ctx, who, _, b, meta) => ({
    id: await planMeeting(
      ctx,
      who,
      // A partner plans for themself (the route's `plannerOf`).
      planInputOf(b, who.role === 'admin' ? (b.partnerId ?? '') : who.id),
      meta,
    ),
  })),
  route('POST', '/api/meetings/book', bookMeetingRequest, async (ctx, who, _, b, meta) => ({
    id: await bookMeeting(
      ctx,
      who,
      { partnerId: b.partnerId, startsAt: new Date(b.startsAt), duration: b.duration, notes: b.notes },
      meta,
    ),
  })),
  route('POST', '/api/meetings/:id/complete', completeMeetingRequest, (ctx, who, id, b, meta) =>
    settleMeeting(
      ctx,
      id,
      { type: 'CompleteMeeting', actor: who, summary: b.summary, notes: b.notes, noShow: false },
      meta,
    ),
  ),
  route('POST', '/api/meetings/:id/cancel', cancelMeetingRequest, (ctx, who, id, b, meta) =>
    settleMeeting(
      ctx,
      id,
      {
        type: 'CancelMeeting',
        actor: who,
        reason: b.reason ?? (who.role === 'user' ? CLIENT_CANCEL_REASON : CANCEL_REASON),
        expectCharged: b.charged,
      },
      meta,
    ),
  ),
  route('POST', '/api/meetings/:id/reschedule', rescheduleMeetingRequest, (ctx, who, id, b, meta) =>
    rescheduleMeeting(ctx, who, id, b, meta),
  ),
  route('POST', '/api/milestones/complete/:id', completeMilestoneRequest, (ctx, who, id, b, meta) =>
    completeMilestone(ctx, who, b.userId ?? who.id, id, b.notes, meta),
  ),
  route('POST', '/api/clients/:id/notes', writeNoteRequest, (ctx, who, clientId, b, meta) =>
    writeNote(ctx, who, clientId, b, meta),
  ),
  route('POST', '/api/clients/:id/tasks', giveTaskRequest, (ctx, who, clientId, b, meta) =>
    giveTask(ctx, who, clientId, b, meta),
  ),
  route('POST', '/api/tasks/:id/done', null, (ctx, who, id, _, meta) => tickTask(ctx, who, id, true, meta)),
  route('POST', '/api/clients/:id/messages', postMessageRequest, (ctx, who, clientId, b, meta) =>
    postMessage(ctx, who, clientId, b, meta),
  ),
];

/**
 * The story's API with its frequent commands in process: an actor whose account the story knows
 * (`id`, `role`) sends them directly; everything else goes through `app.inject` as in `SeedApi`.
 */
export class InProcessApi extends SeedApi {
  /** Commands sent directly, beside `calls` (the ones that went through HTTP). */
  direct = 0;

  constructor(
    private readonly ctx: AppContext,
    app: FastifyInstance,
    private readonly moments: SeedClock,
    origin: string,
  ) {
    super(app, moments, origin);
  }

  // The same call as SeedApi's (its parameters declared there once).
  override async call<T = unknown>(...request: Parameters<SeedApi['call']>): Promise<T> {
    const [at, actor, method, url, body] = request;
    const found = actor.account && commands.find((c) => c.method === method && c.pattern.test(url));
    if (!found || !actor.account) return super.call<T>(...request);
    const who = actor.account;
    const param = found.pattern.exec(url)?.[1] ?? '';
    this.direct++;
    const requestId = `seed-${this.direct}`;
    const meta: EventMetadata = {
      actorId: who.id,
      actorRole: who.role,
      requestId,
      correlationId: requestId,
      causationId: null,
    };
    return (await this.moments.run(at, () => found.command(this.ctx, who, param, body, meta))) as T;
  }
}
