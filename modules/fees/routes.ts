import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import type { EventMetadata } from '../../server/eventstore';
import type { Actor } from '../identity/contract';
import { actorOf, isOwnerOrAdmin, personInScope } from '../../server/http/access';
import { notFound } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import {
  billingDataAnswer,
  billingDataRequest,
  disputeRequest,
  draftAnswer,
  draftRequest,
  feesMessages,
  feeTermsAnswer,
  feeTermsRequest,
  previewAnswer,
  previewQuery,
  resolveRequest,
  statementListAnswer,
  statementListQuery,
  statementSchema,
  type FeeTermsAnswer,
} from './contract';
import {
  confirmStatement,
  disputeLine,
  draftStatements,
  issueStatement,
  resolveDispute,
  setBillingData,
  setFeeTerms,
} from './commands';
import { termsFor } from './decide-lines';
import { berlinMonthOf } from '../../lib/german/time';
import { billingOf, previewOf, statementsOf, termsHistory } from './queries';
import type { Db } from '../../server/db/kysely';
import { idParam } from '../../server/http/path-params';
import { gutschriftRoutes } from './documents/routes';

async function termsAnswer(db: Db, partnerId: string, now: Date): Promise<FeeTermsAnswer> {
  const history = (await termsHistory(db, partnerId)).map((t) => ({
    validFrom: `${t.validFrom}-01`,
    hourlyRate: t.hourlyRate,
    ratesByPackageType: t.ratesByPackageType,
    payLateCancellations: t.payLateCancellations,
    payNoShows: t.payNoShows,
    vatRate: t.tax.kind === 'vat' ? t.tax.rate : null,
    smallBusiness: t.tax.kind === 'smallBusiness',
  }));
  const current = termsFor(await termsHistory(db, partnerId), berlinMonthOf(now));
  return {
    current: current ? (history.find((h) => h.validFrom === `${current.validFrom}-01`) ?? null) : null,
    history,
  };
}

export function feesRoutes(ctx: AppContext) {
  return routePlugin('fees', (api) => {
    api.get('/api/partners/:id/fee-terms', {
      access: ['admin'],
      summary: 'Die Honorarkonditionen eines Accelerators: die geltenden und alle ab ihrem Startmonat',
      params: idParam,
      notFound: feesMessages.partnerNotFound,
      responses: { 200: { description: '{ current, history }', body: feeTermsAnswer } },
      handler: async (request) => termsAnswer(ctx.db, request.params.id, ctx.now()),
    });

    api.put('/api/partners/:id/fee-terms', {
      access: ['admin'],
      summary: 'Honorarkonditionen ab einem Monatsersten setzen (frühere Monate bleiben unberührt)',
      params: idParam,
      notFound: feesMessages.partnerNotFound,
      body: feeTermsRequest,
      responses: {
        200: { description: '{ current, history }', body: feeTermsAnswer },
        409: 'Für den Monat gibt es schon eine Abrechnung',
      },
      handler: async (request) => {
        await setFeeTerms(ctx, actorOf(request), request.params.id, request.body, metadataOf(request));
        return termsAnswer(ctx.db, request.params.id, ctx.now());
      },
    });

    api.get('/api/partners/me/billing', {
      access: ['partner'],
      summary: 'Die eigenen Abrechnungsdaten des Accelerators (für die Gutschriften)',
      responses: { 200: { description: '{ billing }', body: billingDataAnswer } },
      handler: async (request) => ({ billing: await billingOf(ctx.db, actorOf(request).id) }),
    });

    api.put('/api/partners/me/billing', {
      access: ['partner'],
      summary: 'Die eigenen Abrechnungsdaten speichern (gelten ab der nächsten ausgestellten Abrechnung)',
      body: billingDataRequest,
      responses: { 200: { description: '{ billing }', body: billingDataAnswer } },
      handler: async (request) => {
        const actor = actorOf(request);
        await setBillingData(ctx, actor, actor.id, request.body, metadataOf(request));
        return { billing: await billingOf(ctx.db, actor.id) };
      },
    });

    api.get('/api/fees/preview', {
      access: ['admin', 'partner'],
      summary: 'Was eine Abrechnung für den Monat bisher enthielte: { hours, amount, lines }',
      query: previewQuery,
      responses: {
        200: { description: '{ hours, amount (Cent), lines }', body: previewAnswer },
        400: 'Kein gültiger Accelerator oder Monat',
        404: 'Fremder Accelerator',
      },
      handler: async (request) => {
        // An Accelerator sees only their own; another's answers as an unknown one.
        if (!isOwnerOrAdmin(actorOf(request), request.query.partnerId)) throw notFound(feesMessages.partnerNotFound);
        return previewOf(ctx.db, request.query.partnerId, request.query.month);
      },
    });

    api.get('/api/fees/statements', {
      access: ['admin', 'partner'],
      summary: 'Die Abrechnungen (ein Accelerator sieht nur seine eigenen)',
      query: statementListQuery,
      responses: {
        200: { description: '{ statements }', body: statementListAnswer },
        400: 'Ungültiger Monat oder Accelerator',
      },
      handler: async (request) => {
        const partnerId = personInScope(request, request.query.partnerId);
        return { statements: await statementsOf(ctx.db, { month: request.query.month, partnerId }) };
      },
    });

    api.post('/api/fees/statements/draft', {
      access: ['admin'],
      summary: 'Die Abrechnungen eines beendeten Monats für alle Acceleratoren mit Konditionen entwerfen (wie der Job)',
      body: draftRequest,
      responses: { 200: { description: '{ drafted }: wie viele neu', body: draftAnswer } },
      handler: async (request) => ({ drafted: await draftStatements(ctx, request.body.month, metadataOf(request)) }),
    });

    // Each step on one statement (confirm, dispute, resolve, issue) takes its id, answers 404 for an
    // unknown one and 409 out of turn, and answers the statement as the step left it.
    const statementStep = {
      params: idParam,
      notFound: feesMessages.statementNotFound,
      responses: {
        200: { description: 'Die Abrechnung', body: statementSchema },
        409: 'Nicht in diesem Zustand',
      },
    };
    const statementAfter = async (
      request: FastifyRequest & { params: { id: string } },
      step: (id: string, actor: Actor, meta: EventMetadata) => Promise<unknown>,
    ) => {
      const { id } = request.params;
      await step(id, actorOf(request), metadataOf(request));
      return (await statementsOf(ctx.db, { id }))[0]!;
    };

    api.post('/api/fees/statements/:id/confirm', {
      access: ['partner'],
      summary: 'Der Accelerator bestätigt seine entworfene Abrechnung',
      ...statementStep,
      handler: (request) => statementAfter(request, (id, actor, meta) => confirmStatement(ctx, actor, id, meta)),
    });

    api.post('/api/fees/statements/:id/dispute', {
      access: ['partner'],
      summary: 'Der Accelerator erhebt Einwand gegen eine Zeile (mit Grund)',
      ...statementStep,
      body: disputeRequest,
      handler: (request) =>
        statementAfter(request, (id, actor, meta) => disputeLine(ctx, actor, id, request.body, meta)),
    });

    api.post('/api/fees/statements/:id/resolve', {
      access: ['admin'],
      summary: 'Das Büro klärt einen Einwand: die Zeile streichen (remove) oder behalten, mit Notiz',
      ...statementStep,
      body: resolveRequest,
      handler: (request) =>
        statementAfter(request, (id, actor, meta) => resolveDispute(ctx, actor, id, request.body, meta)),
    });

    api.post('/api/fees/statements/:id/issue', {
      access: ['admin'],
      summary: 'Das Büro stellt die Abrechnung aus (Gutschrift-Nummer GS-JJJJ-NNNN)',
      ...statementStep,
      handler: (request) => statementAfter(request, (id, actor, meta) => issueStatement(ctx, actor, id, meta)),
    });

    gutschriftRoutes(ctx, api);
  });
}
