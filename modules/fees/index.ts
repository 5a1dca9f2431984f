import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { EventModule } from '../../server/eventstore';
import { scheduleSweep } from '../../server/eventstore';
import { feesJob } from './commands';
import { billingDataDecider, feeSequenceDecider, feeTermsDecider } from './decide';
import { statementDecider } from './decide-statement';
import { payoutsDecider } from './decide-payouts';
import { payoutProjection } from './payout-projections';
import { feesPrivacy } from './privacy';
import { feesProjections } from './projections';
import { feesPush } from './push';
import { retentionReactions } from './retention';
import { heldMailReactions } from './held-mail';

export { feesRoutes } from './routes';
export { feesErrors } from './errors';
export {
  issuedFeesByPackageOfYear,
  issuedStatementsOfYear,
  type FeeByPackageFact,
  type IssuedStatementFact,
} from './report-facts';
export { gutschriftenBetween, type GutschriftEntry } from './datev-entries';
export { payoutRoutes } from './payout-routes';
export { openFeesOfPartner } from './leaving';
export { settleOutgoingDebitsIn } from './payout-commands';
export { names, type OutgoingDebit } from './decide-payouts';

export const feesModule: EventModule = {
  name: 'fees',
  labels: {
    FeeTermsSet: 'Honorarkonditionen gesetzt',
    BillingDataSet: 'Abrechnungsdaten gespeichert',
    StatementDrafted: 'Honorarabrechnung entworfen',
    StatementConfirmed: 'Honorarabrechnung bestätigt',
    StatementLineDisputed: 'Einwand gegen eine Abrechnungszeile',
    StatementDisputeResolved: 'Einwand geklärt',
    StatementIssued: 'Honorarabrechnung ausgestellt (Gutschrift)',
    StatementIssueHeld: 'Ausstellung angehalten: Abrechnungsdaten fehlen',
    CreditNoteNumberAssigned: 'Gutschrift-Nummer vergeben',
    PayoutCreated: 'Auszahlung erstellt (Überweisungsdatei)',
    PayoutPaid: 'Auszahlung laut Kontoauszug ausgeführt',
  },
  streams: [feeTermsDecider, billingDataDecider, statementDecider, feeSequenceDecider, payoutsDecider],
  projections: [...feesProjections, payoutProjection],
  privacy: feesPrivacy,
  push: feesPush,
  reactions: [...retentionReactions, ...heldMailReactions],
};

/** Daily at 06:00 Berlin: drafts last month's statements (once each) and issues those 7 days old without objection. */
export async function startFees(ctx: AppContext, boss: PgBoss): Promise<void> {
  await scheduleSweep(boss, 'fees-statements', '0 6 * * *', () => feesJob(ctx));
}
