import { settingSaver } from '../../../server/eventstore';
import { datevDecider } from './decide';
import { DATEV_ID } from './events';

/** Saves the DATEV settings, the whole of them (admins). */
export const setDatevSettings = settingSaver(datevDecider, DATEV_ID);
