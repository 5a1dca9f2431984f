import type { Db } from '../../server/db/kysely';
import { notFound } from '../../server/http/errors';
import { findUserById } from '../identity';
import { schedulingScreenMessages } from './contract';

/**
 * What an admin's path names must be an Accelerator (their availability, their calendars): any
 * other id answers 404, as for an unknown one.
 */
export async function partnerOnly(db: Db, partnerId: string): Promise<void> {
  if ((await findUserById(db, partnerId))?.role !== 'partner') throw notFound(schedulingScreenMessages.partnerNotFound);
}
