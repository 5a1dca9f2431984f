import type { Milestone } from '../../modules/milestones/contract';
import type { PackageDetails, PackageTemplate, UserPackage } from '../../modules/packages/contract';
import { berlinInstant } from '../../lib/german/time';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { multipartBody } from '../http/multipart-body';
import type { SeedApi, Actor } from './api';
import type { Action, LanePlan } from './plan-types';
import { DAY, expiryRunAfter, MINUTE } from './time';
import { payByStatement, type LaneEnv } from './story-office';

// One person's story (a client's lane of the planned firm), each step through the portal's HTTP API
// at its moment; story.ts runs the lanes side by side.

const questionnaireToken = 'x-questionnaire-token';

/** One person's story, step by step. */
export async function playLane(env: LaneEnv, lane: LanePlan, step: (moment: number) => Promise<void>): Promise<void> {
  const { api, admin } = env;
  const me: Actor = {
    label: lane.account.name,
    ip: lane.ip,
    email: lane.account.email,
    password: lane.account.password,
  };
  const packages = new Map<number, string>();
  const meetings = new Map<number, string>();
  const tasks = new Map<number, string>();
  let questionnaire: { id: string; token: string } | null = null;
  let userId = '';
  let milestones: Milestone[] | null = null;
  const coach = (i: number) => {
    const a = env.coaches[i];
    if (!a) throw new Error(`Accelerator ${i} ist noch nicht angelegt`);
    return a;
  };
  const expiresWith = (up: UserPackage) => {
    if (up.expiresAt) env.expireAt(expiryRunAfter(Date.parse(up.expiresAt)));
  };

  for (const a of lane.actions) {
    await step(a.at);
    const t = a.at;
    switch (a.kind) {
      case 'visit': {
        const r = await api.call<{ id: string; editToken: string }>(t, me, 'POST', '/api/questionnaires', {
          answers: a.answers,
        });
        questionnaire = { id: r.id, token: r.editToken };
        break;
      }
      case 'answers':
        await saveQuestionnaire(api, me, questionnaire, t, { answers: a.answers, status: 'questionnaire' });
        break;
      case 'choose':
        await saveQuestionnaire(api, me, questionnaire, t, { status: 'package', selectedPackage: a.selectedPackage });
        break;
      case 'request':
        await saveQuestionnaire(api, me, questionnaire, t, { status: 'request_sent' });
        break;
      case 'register': {
        const { name, email, password, company, phone, position } = lane.account;
        const r = await api.call<{ user: { id: string }; token: string }>(t, me, 'POST', '/api/auth/register', {
          acceptedTerms: LEGAL_VERSIONS,
          username: email,
          email,
          password,
          name,
          company,
          phone,
          position,
        });
        me.token = r.token;
        me.validUntil = t + 30 * DAY;
        userId = r.user.id;
        me.account = { id: userId, role: 'user' };
        await saveQuestionnaire(api, me, questionnaire, t + 20_000, { userId, status: 'converted' });
        if (lane.account.address)
          await api.call(t + 40_000, me, 'PUT', '/api/invoices/billing-address', lane.account.address);
        break;
      }
      case 'offer': {
        const o = a.offer;
        const partnerHours = o.allocations.map((x) => ({ partnerId: env.coachIds[x.coach], hours: x.hours }));
        const common = {
          clientId: userId,
          partnerHours,
          paymentReference: o.paymentReference,
          notes: o.notes,
          validityMonths: o.validityMonths,
          paymentConfirmed: o.activateImmediately,
        };
        const details = o.template
          ? await api.call<PackageDetails>(
              t,
              admin,
              'POST',
              o.activateImmediately ? '/api/packages/assign-and-activate' : '/api/packages/assign',
              { ...common, packageId: await presetId(api, admin, t, o.template) },
            )
          : await api.call<PackageDetails>(t, admin, 'POST', '/api/packages/create-and-assign', {
              ...common,
              packageName: o.name,
              packageDescription: o.description,
              customPrice: o.price,
              activateImmediately: o.activateImmediately,
            });
        packages.set(a.pkg, details.userPackage.id);
        expiresWith(details.userPackage);
        break;
      }
      case 'accept':
        await api.call(t, me, 'POST', '/api/packages/accept', { packageId: packages.get(a.pkg) });
        break;
      case 'decline':
        await api.call(t, me, 'POST', '/api/packages/decline', { packageId: packages.get(a.pkg), reason: a.reason });
        break;
      case 'activate':
        // The transfer arrives first: the admin uploads the day's statement and confirms the match.
        await payByStatement(env, userId, packages.get(a.pkg)!, lane.account, t - 20 * MINUTE);
        expiresWith(
          await api.call<UserPackage>(t, admin, 'POST', `/api/packages/${packages.get(a.pkg)}/activate`, {
            notes: a.notes,
            paymentConfirmed: true,
          }),
        );
        break;
      case 'plan': {
        const { date, time, duration, platform, link, notes } = a;
        if (a.byClient) {
          // The coach's room and platform: what their availability says new meetings take.
          const startsAt = berlinInstant(date, time)!.toISOString();
          const partnerId = env.coachIds[a.coach];
          const r = await api.call<{ id: string }>(t, me, 'POST', '/api/meetings/book', {
            partnerId,
            startsAt,
            duration,
            notes,
          });
          meetings.set(a.meeting, r.id);
          break;
        }
        const r = await api.call<{ id: string }>(t, coach(a.coach), 'POST', '/api/meetings/create', {
          clientId: userId,
          userPackageId: packages.get(a.pkg),
          date,
          time,
          duration,
          platform,
          link,
          location: a.location,
          notes,
        });
        meetings.set(a.meeting, r.id);
        break;
      }
      case 'move': {
        const { date, time, duration } = a;
        await api.call(t, me, 'POST', `/api/meetings/${meetings.get(a.meeting)}/reschedule`, { date, time, duration });
        break;
      }
      case 'cancel':
        await api.call(t, coach(a.coach), 'POST', `/api/meetings/${meetings.get(a.meeting)}/cancel`, {
          reason: a.reason,
        });
        break;
      case 'complete':
        await api.call(t, coach(a.coach), 'POST', `/api/meetings/${meetings.get(a.meeting)}/complete`, {
          summary: a.summary,
          notes: a.notes,
        });
        break;
      case 'milestone': {
        milestones ??= await milestonePlan(api, admin, t, userId);
        const m = milestones.find((x) => x.order === a.order);
        if (!m) break;
        const by = a.byClient && !m.requiresPartner ? me : coach(a.coach);
        await api.call(t, by, 'POST', `/api/milestones/complete/${m.id}`, { userId, notes: a.notes });
        break;
      }
      case 'finish':
        await api.call(t, admin, 'POST', `/api/packages/${packages.get(a.pkg)}/complete`);
        break;
      case 'rate':
        await api.call(t, me, 'POST', `/api/packages/${packages.get(a.pkg)}/rating`, {
          rating: a.rating,
          comment: a.comment,
        });
        break;
      case 'note':
        await api.call(t, admin, 'PUT', `/api/client-archive/${userId}/notes`, { notes: a.notes });
        break;
      case 'coachNote':
        await api.call(t, coach(a.coach), 'POST', `/api/clients/${userId}/notes`, {
          text: a.text,
          visibility: a.visibility,
        });
        break;
      case 'task': {
        const given = await api.call<{ id: string }>(t, coach(a.coach), 'POST', `/api/clients/${userId}/tasks`, {
          title: a.title,
          dueOn: a.dueOn,
        });
        tasks.set(a.task, given.id);
        break;
      }
      case 'tick':
        await api.call(t, me, 'POST', `/api/tasks/${tasks.get(a.task)}/done`);
        break;
      case 'message':
        await api.call(t, a.byClient ? me : coach(a.coach), 'POST', `/api/clients/${userId}/messages`, {
          text: a.text,
        });
        break;
      case 'file': {
        const { body, headers } = multipartBody(
          { name: a.name, bytes: a.text, type: 'text/plain' },
          { visibility: 'shared' },
        );
        await api.call(t, coach(a.coach), 'POST', `/api/clients/${userId}/files`, body, headers);
        break;
      }
      default:
        unreachable(a);
    }
  }
}

function unreachable(a: never): never {
  throw new Error(`Unbekannter Schritt ${(a as Action).kind}`);
}

async function saveQuestionnaire(
  api: SeedApi,
  me: Actor,
  q: { id: string; token: string } | null,
  t: number,
  body: object,
): Promise<void> {
  if (!q) throw new Error('Fragebogen fehlt');
  await api.call(t, me, 'PUT', `/api/questionnaires/${q.id}`, body, { [questionnaireToken]: q.token });
}

const presets = new WeakMap<SeedApi, Promise<PackageTemplate[]>>();

async function presetId(api: SeedApi, admin: Actor, t: number, type: string): Promise<string> {
  if (!presets.has(api)) presets.set(api, api.call<PackageTemplate[]>(t, admin, 'GET', '/api/packages'));
  const id = (await presets.get(api)!).find((p) => p.presetType === type)?.id;
  if (!id) throw new Error(`Vorlage ${type} fehlt`);
  return id;
}

/**
 * The client's milestone plan. A job makes it after the first activation (milestones module), so
 * a step may arrive before it; it waits for the job, as a person would reload the page.
 */
async function milestonePlan(api: SeedApi, admin: Actor, t: number, userId: string): Promise<Milestone[]> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const list = await api.call<Milestone[]>(t, admin, 'GET', `/api/milestones/user/${userId}`);
    if (list.length > 0) return list;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Der Meilensteinplan entsteht nicht (Job milestones-plan läuft nicht?)');
}
