import { adminPush, type PushRule } from '../../../server/eventstore';
import { datevEventTypes } from './events';
import { datevExportEventTypes } from './exports';

/** The DATEV settings and the exported months reach the admins. */
export const datevPush: PushRule[] = [adminPush(datevEventTypes), adminPush(datevExportEventTypes)];
