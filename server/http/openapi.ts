import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Access } from './access';
import { sessionCookieName } from './session-cookie';

// The OpenAPI document is generated from the routes' zod contracts, the same schemas Fastify
// validates with (server/http/validation.ts): the document's JSON schemas only describe them.

/** One tag per module, plus the host's own routes. */
export type ApiTag =
  | 'system'
  | 'identity'
  | 'onboarding'
  | 'packages'
  | 'meetings'
  | 'milestones'
  | 'archive'
  | 'dashboards'
  | 'audit'
  | 'partners'
  | 'calendar'
  | 'scheduling'
  | 'invoicing'
  | 'payments'
  | 'notes'
  | 'tasks'
  | 'files'
  | 'messages'
  | 'sepa'
  | 'fees'
  | 'reports';

const tagDescriptions: Record<ApiTag, string> = {
  system: 'Zustand, Konfiguration, Diagnose und diese Dokumentation',
  identity: 'Anmeldung, Sitzungen, Konten',
  onboarding: 'Fragebogen (Potenzialanalyse) und Registrierung',
  packages: 'Paketvorlagen, Angebote und Pakete der Klienten',
  meetings: 'Meetings zwischen Acceleratoren und Klienten',
  milestones: 'Meilensteine der Klienten',
  archive: 'Archiv der Klienten',
  dashboards: 'Übersichten und Statistiken',
  audit: 'Das Ereignisprotokoll',
  partners: 'Acceleratoren und ihre Klienten',
  calendar: 'Kalender-Abo und Termine als iCalendar',
  scheduling: 'Verfügbarkeit der Acceleratoren und Absagefrist',
  invoicing: 'Firmendaten, Rechnungsadressen, Rechnungen, Stornorechnungen und Rechnungskorrekturen (Teilgutschriften)',
  payments: 'Kontoauszüge, Zahlungsabgleich, Zahlungseinstellungen und Erstattungen (pain.001)',
  notes: 'Notizen zu Klienten zwischen den Sitzungen: privat, Team oder geteilt',
  tasks: 'Aufgaben für Klienten zwischen den Sitzungen: stellen, abhaken, erinnern',
  files: 'Dateien zu Klienten: hochladen, herunterladen (nur als Anhang), löschen',
  messages: 'Die Unterhaltung je Klient: Nachrichten, gelesen, ungelesene Zähler',
  sepa: 'SEPA-Lastschrift: Mandate der Klienten, Vorabankündigungen, Einzüge (pain.008)',
  fees: 'Honorare der Acceleratoren: Konditionen, Abrechnungsdaten, Monatsabrechnungen (Gutschriften), Auszahlungen',
  reports: 'Auswertungen der Firma: Umsatz, Zahlungen, offene Posten, Stunden, Honorare und Marge je Jahr',
};

export const DOCS_PREFIX = '/api/docs';
const OPENAPI_PATH = '/api/openapi.json';

export type Part = ZodType | undefined;

export interface RouteDocs<B extends Part = undefined, Q extends Part = undefined, P extends Part = undefined> {
  tag: ApiTag;
  /** German, one line: what the route does. */
  summary: string;
  description?: string;
  /** Validated (zod, see server/http/validation.ts), typed for the handler, and documented. */
  body?: B;
  query?: Q;
  params?: P;
  /** Request headers the route reads (If-Match). */
  headers?: ZodType;
  /** Status code -> German description. 400 is added when the route reads a body, 404 from the
   * route's `notFound` (route.ts); 401 and 403 are added from the route's access (see `registerOpenApi`). */
  responses: Record<number, string | { description: string; body: ZodType }>;
  /** Content type of a download (CSV, DOCX, ICS); JSON otherwise. */
  produces?: string;
}

/** A route's schema: its zod contracts (as the type provider reads them) and its documentation. */
export type RouteSchema<B extends Part, Q extends Part, P extends Part> = Omit<
  FastifySchema,
  'body' | 'querystring' | 'params'
> & { body: B; querystring: Q; params: P };

/**
 * The `schema` of a route: body, query and params are the contract's zod schemas, which Fastify
 * validates with and the handler gets typed; tag, summary and answers make its OpenAPI entry.
 */
export function docs<B extends Part = undefined, Q extends Part = undefined, P extends Part = undefined>(
  d: RouteDocs<B, Q, P>,
): RouteSchema<B, Q, P> {
  const response: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(d.responses)) {
    const description = typeof r === 'string' ? r : r.description;
    // A body schema here only documents: the serialiser ignores it (see registerOpenApi).
    response[status] =
      typeof r !== 'string'
        ? { description, ...jsonSchemaOf(r.body, 'output') }
        : d.produces && status.startsWith('2')
          ? { description, content: { [d.produces]: { schema: { type: 'string', format: 'binary' } } } }
          : { description };
  }
  if (d.body && !response['400'])
    response['400'] = { description: 'Ungültige Eingabe; die erste Meldung in `message`, je Feld eine in `errors`.' };
  // Only the parts a route has: Fastify warns of a part named without a schema.
  return {
    tags: [d.tag],
    summary: d.summary,
    ...(d.description ? { description: d.description } : {}),
    ...(d.body ? { body: d.body } : {}),
    ...(d.query ? { querystring: d.query } : {}),
    ...(d.params ? { params: d.params } : {}),
    ...(d.headers ? { headers: d.headers } : {}),
    response,
  } as RouteSchema<B, Q, P>;
}

/** The request parts of a route schema as JSON schemas, for the document. */
function describeRequest(schema: FastifySchema): FastifySchema {
  const out: FastifySchema = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    const zod = schema[part];
    if (zod instanceof z.ZodType) out[part] = jsonSchemaOf(zod);
  }
  return out;
}

/** A request as the caller may send it (zod's input side: before defaults and transforms), or a response as sent. */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  // Refinements and transforms cannot be expressed; they stay zod's business.
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
}

const errorSchema = {
  type: 'object' as const,
  properties: {
    message: { type: 'string' as const, description: 'Die Meldung für den Menschen, auf Deutsch' },
    code: { type: 'string' as const, description: 'Maschinenlesbar, z. B. VALIDATION, NOT_FOUND, CONFLICT' },
    errors: {
      type: 'object' as const,
      additionalProperties: { type: 'string' as const },
      description: 'Je Feld die erste Meldung',
    },
  },
  required: ['message'],
};

/** The document itself: open by nature (its parts are OpenAPI's), so only its frame is named. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

/** Either way of carrying the session token is enough. */
const bothSchemes: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

/**
 * The document at OPENAPI_PATH and the Swagger UI at DOCS_PREFIX. Call before
 * `registerAccessControl` and before any route: swagger collects routes as they are added, and
 * the UI's own routes are marked public before the access check asks every /api route for one.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  opts: { productName: string; production: boolean; readers: 'public' | 'admin' | 'off' },
): Promise<void> {
  const readers: Access = opts.readers === 'admin' ? ['admin'] : 'public';
  // Response entries are descriptions; serialise as if there were none (a schema-driven
  // serialiser would drop every field a description does not list).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...route.config, access: readers };
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `Kundenportal (${opts.productName}) – API`,
        version: '1',
        description: 'Die HTTP-Schnittstelle des Portals. Fehler antworten mit einer deutschen Meldung in `message`.',
      },
      tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(opts.production),
            description: 'Das Sitzungs-Cookie nach der Anmeldung',
          },
          bearer: { type: 'http', scheme: 'bearer', description: 'Das Sitzungs-Token als `Authorization: Bearer …`' },
        },
        schemas: { Fehler: errorSchema },
      },
    },
    // Untagged routes stay out of the document: the test then names every /api route without docs.
    hideUntagged: true,
    transform: ({ schema, url, route }) => {
      if (!schema || !url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const described = describeRequest(schema);
      const access = (route.config as { access?: Access } | undefined)?.access;
      const response = { ...(described.response as Record<string, object> | undefined) };
      if (access !== undefined && access !== 'public') {
        response['401'] ??= { description: 'Nicht angemeldet.' };
        if (access !== 'signedIn') {
          const own = (response['403'] as { description?: string } | undefined)?.description;
          const who =
            access.length === 1 && access[0] === 'admin'
              ? 'Nur für Admins'
              : `Nur für: ${access.join(', ')} (Admins dürfen alles)`;
          response['403'] = { description: `${who}${own ? `; ${own}` : ''}.` };
        }
      }
      for (const [status, r] of Object.entries(response)) {
        if (Number(status) >= 400 && Number(status) < 500 && !('content' in r))
          response[status] = {
            ...r,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Fehler' } } },
          };
      }
      const security = access === 'public' ? [] : bothSchemes;
      return { schema: { ...described, response, security } as FastifySchema, url };
    },
  });

  // 'off': the routes are still described (the test of the document reads app.swagger()), never served.
  if (opts.readers === 'off') return;
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });

  app.get(
    OPENAPI_PATH,
    {
      config: { access: readers },
      schema: docs({
        tag: 'system',
        summary: 'Dieses OpenAPI-Dokument',
        responses: { 200: { description: 'OpenAPI 3.1 als JSON', body: openApiDocument } },
      }),
    },
    async () => app.swagger(),
  );
}
