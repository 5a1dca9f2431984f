import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { idParam } from '../../server/http/path-params';
import { metadataOf } from '../../server/http/metadata';
import { settleMeeting, type Settling } from './commands';
import { findMeeting, toViews } from './queries';
import { meetingViewSchema } from './answers';

// What the meetings' route files share (`routes.ts`, `routes-client.ts`, `routes-admin.ts`).

const meetingNotFound = 'Meeting nicht gefunden.';
/** A partner's command on one of their meetings: who may send it, and the meeting's id in the path. */
export const onOwnMeeting = { access: ['partner'], notFound: meetingNotFound, params: idParam } as const;
/** A command the meeting's client may send too (issue 19: move and cancel their own meeting). */
export const onOwnOrClientMeeting = { ...onOwnMeeting, access: ['partner', 'user'] } as const;
/** What a partner's command on one of their meetings may be refused with (its 404 is `notFound`'s text). */
const ofOwnMeeting = { 403: 'Nicht Ihr Meeting' };
/** A command on one's own meeting: the meeting as it is now, or one of these refusals. */
export const ownMeetingAnswers = (ok: { description: string; body: ZodType }, refused: Record<number, string>) => ({
  200: ok,
  ...ofOwnMeeting,
  ...refused,
});

/** What a command on one meeting answers: that meeting, with its German description. */
export const meetingAnswer = (description: string) => ({ description, body: meetingViewSchema });

/** What a command on a meeting answers: the meeting as its viewers see it. */
export const meetingViewOf = (ctx: AppContext) => async (id: string, request: FastifyRequest) =>
  (await toViews(ctx.db, [(await findMeeting(ctx.db, id))!], requireUser(request)))[0];

/** A person ends their meeting (`:id`) with the command; the answer is the meeting as it is now. */
export const settledBy = (ctx: AppContext) => {
  const meetingView = meetingViewOf(ctx);
  return async (request: FastifyRequest<{ Params: { id: string } }>, command: Settling) => {
    await settleMeeting(ctx, request.params.id, command, metadataOf(request));
    return meetingView(request.params.id, request);
  };
};
