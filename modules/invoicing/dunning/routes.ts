import type { AppContext } from '../../../server/context';
import { metadataOf } from '../../../server/http/metadata';
import { routePlugin } from '../../../server/http/route';
import { settingRoutes } from '../../../server/http/setting-routes';
import { notFound } from '../../../server/http/errors';
import { idParam } from '../../../server/http/path-params';
import { berlinDateOf } from '../../../lib/german/time';
import {
  dunningResultSchema,
  dunningSettings,
  dunningSettingsAnswer,
  invoicePaymentsAnswer,
  invoicingMessages,
  openItemsAnswer,
  openItemsQuery,
  setOffAnswer,
  setOffRequest,
  takeBackSetOffAnswer,
  takeBackSetOffRequest,
  type DunningResult,
} from '../contract';
import { paymentsOfInvoice } from '../invoice-payments';
import type { DebitSubmitted } from '../payments';
import { sendNextDunningLevel } from './commands';
import { openItems } from './open-items';
import { setOffCredit } from './set-off';
import { takeBackSetOff } from './set-off-take-back';
import { dunningSchedule, setDunningSchedule } from './settings';

const invoiceNotFound = invoicingMessages.invoiceNotFound;

/** Dunning levels, the open items and an invoice's payments (admins; issue 31). */
export function invoicingDunningRoutes(ctx: AppContext, sepa: { debitSubmitted: DebitSubmitted }) {
  const today = () => berlinDateOf(ctx.now());
  return routePlugin('invoicing', (api) => {
    settingRoutes(api, '/api/settings/dunning', {
      readAccess: ['admin'],
      readSummary: 'Die Mahnstufen: Tage nach Fälligkeit für Zahlungserinnerung, 1. und 2. Mahnung',
      saveSummary: 'Die Mahnstufen speichern (immer alle)',
      body: dunningSettings,
      answer: {
        description: '{ reminderDays, firstDunningDays, secondDunningDays, saved }',
        body: dunningSettingsAnswer,
      },
      invalid: 'Tage ungültig oder nicht aufsteigend',
      view: () => dunningSchedule(ctx.db),
      save: (actor, body, metadata) => setDunningSchedule(ctx, actor, body, metadata),
    });

    api.get('/api/invoices/open-items', {
      access: ['admin'],
      summary: 'Offene Posten: je offene Rechnung Restbetrag, Tage überfällig, Mahnstufe, Pauschale und Zinsen',
      query: openItemsQuery,
      responses: { 200: { description: '{ items, totals }', body: openItemsAnswer }, 400: 'Ungültiger Klient' },
      handler: async (request) =>
        openItems(ctx.db, {
          clientId: request.query.clientId,
          today: today(),
          schedule: await dunningSchedule(ctx.db),
        }),
    });

    api.get('/api/invoices/:id/payments', {
      access: ['admin'],
      notFound: invoiceNotFound,
      summary: 'Die auf einer Rechnung gebuchten Zahlungen, auch zurückgenommene',
      params: idParam,
      responses: { 200: { description: '{ payments }', body: invoicePaymentsAnswer } },
      handler: async (request) => ({ payments: await paymentsOfInvoice(ctx.db, request.params.id) }),
    });

    api.post('/api/invoices/:id/set-off', {
      access: ['admin'],
      notFound: invoiceNotFound,
      summary:
        'Guthaben verrechnen: das Guthaben des Klienten auf dieser Rechnung (Betrag in Cent) bezahlt seine andere offene Rechnung',
      params: idParam,
      body: setOffRequest,
      responses: {
        201: { description: 'Die Verrechnung: Betrag, beide Rechnungsnummern, Meldung', body: setOffAnswer },
        400: 'Betrag oder Rechnung ungültig',
        409: 'Kein Guthaben, nicht derselbe Klient, die andere Rechnung nicht offen oder ihre Lastschrift im Einzug, oder mehr als Guthaben oder offener Betrag',
      },
      handler: (request) =>
        setOffCredit(ctx, sepa.debitSubmitted, request.params.id, request.body, metadataOf(request)),
    });

    api.post('/api/invoices/set-offs/:id/take-back', {
      access: ['admin'],
      notFound: 'Verrechnung nicht gefunden.',
      summary:
        'Verrechnung zurücknehmen: das Guthaben steht wieder auf der ersten Rechnung, die andere ist um den Betrag wieder offen (id: die Verrechnung, setOffId der Zahlungen)',
      params: idParam,
      body: takeBackSetOffRequest,
      responses: {
        200: {
          description: 'Die zurückgenommene Verrechnung: Betrag, beide Rechnungsnummern, Meldung',
          body: takeBackSetOffAnswer,
        },
        400: 'Grund fehlt',
        409: 'Schon zurückgenommen, oder die andere Rechnung ist seitdem storniert, erstattet oder gemahnt',
      },
      handler: (request) => takeBackSetOff(ctx, request.params.id, request.body, metadataOf(request)),
    });

    api.post('/api/invoices/:id/dunning', {
      access: ['admin'],
      notFound: invoiceNotFound,
      summary: 'Die nächste Mahnstufe versenden (Zahlungserinnerung, 1. Mahnung, 2. Mahnung)',
      params: idParam,
      responses: {
        200: { description: 'Die versandte Stufe und was sie fordert', body: dunningResultSchema },
        409: 'Nicht überfällig, schon bezahlt, alle Stufen versandt, die nächste Stufe ist noch nicht fällig, oder die Lastschrift der Rechnung steht in einem Einzug',
      },
      handler: async (request): Promise<DunningResult> => {
        const { id } = request.params;
        await sendNextDunningLevel(ctx, sepa.debitSubmitted, id, metadataOf(request));
        const all = await openItems(ctx.db, { invoiceId: id, today: today(), schedule: await dunningSchedule(ctx.db) });
        const item = all.items.find((i) => i.invoiceId === id);
        if (!item) throw notFound(invoiceNotFound);
        return {
          level: item.dunningLevel,
          levelLabel: item.dunningLevelLabel,
          claim: item.claim,
          message: `${item.dunningLevelLabel} zu Rechnung ${item.number} an ${item.clientName} versandt.`,
        };
      },
    });
  });
}
