import { berlinDateOf, berlinDayStart } from '../../lib/german/time';
import type { Db } from '../../server/db/kysely';
import { DomainError } from '../../server/eventstore';
import { firstInvoiceYear, issuedInvoicesUntil, paymentsUntil } from '../invoicing';
import { packagesActivatedBefore } from '../packages';
import { chargedHoursUntil } from '../meetings';
import { issuedFeesByPackageOfYear, issuedStatementsOfYear } from '../fees';
import { findUsersByIds } from '../identity';
import type { RevenueReport } from './contract';
import { refusalOf, revenueReport } from './decide';

// Reads the facts of a year from the modules that own them (their exported queries) and hands them
// to the rules; nothing here decides what counts where.

/** The figures of `year` as of `today` (Berlin date); a year ahead is refused. */
export async function revenueOfYear(db: Db, year: number, today: string): Promise<RevenueReport> {
  const refusal = refusalOf(year, today);
  if (refusal) throw new DomainError('reports', refusal);
  const lastDay = `${year}-12-31`;
  const [invoices, payments, packages, charged, statements, feesByPackage, firstInvoice] = await Promise.all([
    issuedInvoicesUntil(db, lastDay),
    paymentsUntil(db, lastDay),
    packagesActivatedBefore(db, berlinDayStart(`${year + 1}-01-01`)),
    chargedHoursUntil(db, lastDay),
    issuedStatementsOfYear(db, year),
    issuedFeesByPackageOfYear(db, year),
    firstInvoiceYear(db),
  ]);
  const partnerIds = [...new Set([...charged.map((c) => c.partnerId), ...statements.map((s) => s.partnerId)])];
  const partners = await findUsersByIds(db, partnerIds);
  const firstActivation = packages[0] ? Number(berlinDateOf(packages[0].activatedAt).slice(0, 4)) : null;
  const known = [firstInvoice, firstActivation].filter((y): y is number => y !== null);
  return revenueReport({
    year,
    today,
    firstYear: known.length > 0 ? Math.min(...known) : null,
    invoices,
    payments,
    packages,
    charged,
    statements,
    feesByPackage,
    partnerNames: new Map([...partners].map(([id, u]) => [id, u.name])),
  });
}
