import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../server/context';
import type { Untimed } from '../../../server/eventstore';
import { requireUser } from '../../../server/http/access';
import { notFound } from '../../../server/http/errors';
import { metadataOf } from '../../../server/http/metadata';
import * as commands from '../commands';
import type { UserPackageCommand } from '../user-package';
import * as queries from '../queries';
import type { AcceptRequest } from '../contract';

export const packageNotFound = 'Paket nicht gefunden.';
export const idParam = z.object({ id: z.string().uuid(packageNotFound) });
/** What answering an offer (accept or decline) may be refused with. */
export const onOffer = { 404: 'Paket nicht gefunden', 409: 'Das Paket ist nicht (mehr) angeboten' };
/** A client's answer to an offer, without who answers (the signed-in client). */
type OfferAnswer =
  | Omit<Extract<UserPackageCommand, { type: 'AcceptPackage' }>, 'actorId' | 'now'>
  | Omit<Extract<UserPackageCommand, { type: 'DeclinePackage' }>, 'actorId' | 'now'>;
/** Where a client accepted an offer from, kept with the acceptance: the address and the browser (at most 500 characters). */
const acceptedFrom = (request: FastifyRequest) => {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
};
export const offerRefused = 'Eingabe ungültig, kein Klient, unbekannter Accelerator oder schon ein offenes Angebot';

/** The lookups and answers the package routes share, bound to the app. */
export interface PackagePorts {
  billing: commands.BillingPort;
}

export function packageRouting(ctx: AppContext, ports: PackagePorts) {
  /** A client's user package by its id, or (lenient, as old clients send it) by the package id. */
  async function clientPackageId(clientId: string, packageId: string): Promise<string> {
    const up = await queries.findUserPackage(ctx.db, packageId);
    if (up) return up.id;
    const current = await queries.currentUserPackage(ctx.db, clientId);
    if (current && current.package_id === packageId) return current.id;
    throw notFound(packageNotFound);
  }

  /** The signed-in client accepts or declines the offer the body names; answers the client's id. */
  async function answerOffer(
    request: FastifyRequest & { body: { packageId: string } },
    answer: OfferAnswer,
  ): Promise<string> {
    const client = requireUser(request);
    const id = await clientPackageId(client.id, request.body.packageId);
    await commands.onUserPackage(ctx, id, { ...answer, actorId: client.id }, metadataOf(request));
    return client.id;
  }

  /** The client accepts, with the billing address the dialog asked for when none was on file. */
  async function acceptOffer(request: FastifyRequest & { body: AcceptRequest }): Promise<string> {
    const client = requireUser(request);
    const id = await clientPackageId(client.id, request.body.packageId);
    const acceptance = { type: 'AcceptPackage' as const, actorId: client.id, ...acceptedFrom(request) };
    const billing = { port: ports.billing, address: request.body.billingAddress };
    await commands.acceptOffer(ctx, id, acceptance, billing, metadataOf(request));
    return client.id;
  }

  async function detailsOf(userId: string) {
    const up = await queries.currentUserPackage(ctx.db, userId);
    return up ? queries.packageDetails(ctx.db, up) : null;
  }

  // What a command on a package answers: the template, the user package, or it with its details.
  const templateView = async (id: string) => queries.toTemplate((await queries.findTemplate(ctx.db, id))!);
  const packageView = async (id: string) => queries.toUserPackage((await queries.findUserPackage(ctx.db, id))!);
  const detailsView = async (id: string) =>
    queries.packageDetails(ctx.db, (await queries.findUserPackage(ctx.db, id))!);

  /** A command on the user package the path names; answers the package as it is then. */
  async function onPackage(request: FastifyRequest & { params: { id: string } }, command: Untimed<UserPackageCommand>) {
    const { id } = request.params;
    await commands.onUserPackage(ctx, id, command, metadataOf(request));
    return packageView(id);
  }

  return { answerOffer, acceptOffer, detailsOf, templateView, packageView, detailsView, onPackage };
}
export type PackageRouting = ReturnType<typeof packageRouting>;
