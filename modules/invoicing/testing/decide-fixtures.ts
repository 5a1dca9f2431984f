/** Given-facts for the invoicing deciders' unit tests. */
import { type FirmData } from '../contract';
import { invoiceParts } from './invoice';
import { exampleFirm } from '../../../server/testing/example-firm';

export const admin = { id: 'a-1', role: 'admin' as const };
export const client = { id: 'c-1', role: 'user' as const };

export const firm: FirmData = exampleFirm;
export const { address, service, buyer } = invoiceParts;
