import type { Db } from '../../server/db/kysely';
import { HttpError } from '../../server/http/errors';
import { findUserById } from '../identity';
import { schedulingScreenMessages } from './contract';

/**
 * What an admin's path names must be an Accelerator (their availability, their calendars): any
 * other id answers 404, as for an unknown one.
 */
export async function partnerOnly(db: Db, partnerId: string): Promise<void> {
  if ((await findUserById(db, partnerId))?.role !== 'partner')
    throw new HttpError(404, schedulingScreenMessages.partnerNotFound, 'NOT_FOUND');
}
