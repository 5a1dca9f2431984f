import { adminPush, type PushRule } from '../../../server/eventstore';
import { datevEventTypes } from './events';

/** The DATEV settings reach the admins. */
export const datevPush: PushRule[] = [adminPush(datevEventTypes)];
