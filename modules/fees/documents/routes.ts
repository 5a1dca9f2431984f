import type { AppContext } from '../../../server/context';
import { actorOf, isOwnerOrAdmin } from '../../../server/http/access';
import { fileRoute } from '../../../server/http/download';
import { HttpError, notFound } from '../../../server/http/errors';
import type { Routes } from '../../../server/http/route';
import { feesMessages } from '../contract';
import { statementStreams, type StatementEvent } from '../events';
import { findStatement } from '../queries';
import { firmAsBuyer } from './buyer';
import { gutschriftXml } from './cii';
import { gutschriftOf, type Gutschrift } from './gutschrift';
import { gutschriftPdf } from './pdf';

// The issued statement as its Gutschrift: the PDF (with the XML embedded) and the XML alone, for the
// office and the statement's own Accelerator; another Accelerator's answers 404 as an unknown one.

const notIssued = 'Die Abrechnung ist noch nicht ausgestellt; eine Gutschrift gibt es erst danach.';
const noFirmData =
  'Die Firmendaten fehlen; ohne sie nennt die Gutschrift keinen Leistungsempfänger. Bitte hinterlegen Sie sie in den Einstellungen.';

/** 'Gutschrift-GS-2027-0001.pdf'. */
const fileName = (g: Gutschrift, ext: string) => `Gutschrift-${g.number.replace(/[^\w-]/g, '-')}.${ext}`;

export function gutschriftRoutes(ctx: AppContext, api: Routes) {
  /** The Gutschrift of a statement the caller may read; 404 for another's, 409 while not issued. */
  async function readable(request: Parameters<typeof actorOf>[0], id: string): Promise<Gutschrift> {
    const actor = actorOf(request);
    const row = await findStatement(ctx.db, id);
    if (!row || !isOwnerOrAdmin(actor, row.partner_id)) throw notFound(feesMessages.statementNotFound);
    if (row.status !== 'issued') throw new HttpError(409, notIssued, 'STATEMENT_NOT_ISSUED');
    const events = await ctx.store.readStream(statementStreams.toStreamId(id));
    const gutschrift = gutschriftOf(
      events.map((e) => ({ type: e.type, data: e.data }) as StatementEvent),
      await firmAsBuyer(ctx.db),
    );
    if (!gutschrift) throw new HttpError(409, noFirmData, 'NO_FIRM_DATA');
    return gutschrift;
  }

  const files = [
    {
      ext: 'pdf',
      type: 'application/pdf',
      summary: 'Die Gutschrift als PDF (Factur-X EN 16931, XML eingebettet)',
      render: async (g: Gutschrift) => Buffer.from(await gutschriftPdf(g)),
    },
    {
      ext: 'xml',
      type: 'application/xml; charset=utf-8',
      summary: 'Die Gutschrift als E-Rechnung (EN 16931, CII, Typ 389)',
      render: async (g: Gutschrift) => gutschriftXml(g),
    },
  ];
  for (const file of files)
    fileRoute(api, `/api/fees/statements/:id/${file.ext}`, {
      access: ['admin', 'partner'],
      notFound: feesMessages.statementNotFound,
      summary: file.summary,
      type: file.type,
      answer: file.ext.toUpperCase(),
      conflict: notIssued,
      file: async (request, id) => {
        const g = await readable(request, id);
        return { name: fileName(g, file.ext), content: await file.render(g) };
      },
    });
}
