import { definePush, type PushRule } from '../../../server/eventstore';
import { datevKeys } from './contract';
import { datevEventTypes, type DatevEvent } from './events';

/** The DATEV settings reach the admins. */
export const datevPush: PushRule[] = [
  definePush<DatevEvent>({
    handles: datevEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...datevKeys.settings]],
  }),
];
