import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { formatCents } from '../../lib/german/format';
import { handle, runAcross, type EventMetadata } from '../../server/eventstore';
import { DEFAULT_NUMBER_PATTERN, PARTIAL_CREDIT_TITLE } from './contract';
import { invoiceDecider } from './invoice';
import { invoiceStreams } from './events';
import { nextNumber } from './commands';
import { savedFirmData } from './queries';

// An admin credits part of an issued invoice (issue 31, item 6): the original records the part,
// the partial credit note takes the year's next number; one transaction, so the number is taken
// only when both are written (the same order of locks as a cancellation: invoice, then counter).

export async function issuePartialCreditNote(
  ctx: AppContext,
  invoiceId: string,
  request: { hours: number | null; amountCents: number | null; reason: string },
  meta: EventMetadata,
): Promise<{ creditNoteId: string; number: string; creditedCents: number; message: string }> {
  const creditNoteId = randomUUID();
  let answer = { number: '', creditedCents: 0 };
  await runAcross(ctx, meta, async (tx, now) => {
    const { hours, amountCents } = request;
    const credited = await handle(ctx.store, tx, invoiceDecider, invoiceId, {
      type: 'CreditPart',
      creditNoteId,
      hours,
      amountCents,
      now,
    });
    const part = credited.events[0]!;
    if (part.type !== 'InvoicePartlyCredited') throw new Error('CreditPart answers InvoicePartlyCredited');
    const { state } = await ctx.store.load(tx, invoiceStreams.toStreamId(invoiceId), invoiceDecider);
    const pattern = (await savedFirmData(tx))?.firm.numberPattern ?? DEFAULT_NUMBER_PATTERN;
    const { decision: numbered, number } = await nextNumber(ctx.store, tx, creditNoteId, now);
    const issued = await handle(ctx.store, tx, invoiceDecider, creditNoteId, {
      type: 'IssuePartialCreditNote',
      original: state.issued!,
      part: part.data,
      reason: request.reason,
      pattern,
      number,
      now,
    });
    const doc = issued.events[0]!;
    answer = { number: doc.type === 'InvoiceIssued' ? doc.data.number : '', creditedCents: part.data.grossCents };
    return [credited, numbered, issued];
  });
  return {
    creditNoteId,
    ...answer,
    message: `${PARTIAL_CREDIT_TITLE} ${answer.number} über ${formatCents(answer.creditedCents)} erstellt.`,
  };
}
