import type { Db, Tx } from '../../../server/db/kysely';
import { savedFirmData } from '../../invoicing';
import type { GutschriftBuyer } from './gutschrift';

/** The firm as a Gutschrift's buyer, from its master data (invoicing's firm data); null while never saved. */
export async function firmAsBuyer(db: Db | Tx): Promise<GutschriftBuyer | null> {
  const firm = (await savedFirmData(db))?.firm;
  if (!firm) return null;
  return {
    legalName: firm.legalName,
    address: firm.address,
    vatId: firm.vatId,
    taxNumber: firm.taxNumber,
    email: firm.email,
    phone: firm.phone,
  };
}
