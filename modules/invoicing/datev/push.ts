import { adminPush, type PushRule } from '../../../server/eventstore';
import { datevKeys } from './contract';
import { datevEventTypes } from './events';

/** The DATEV settings reach the admins. */
export const datevPush: PushRule[] = [adminPush(datevEventTypes, [datevKeys.settings])];
