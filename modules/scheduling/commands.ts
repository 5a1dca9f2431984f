import { ownedValueSaver, settingSaver } from '../../server/eventstore';
import { findUserById } from '../identity';
import { availabilityDecider, policyDecider } from './decide';
import { POLICY_ID } from './events';

/** Saves the whole availability of `partnerId` (the partner themself, or an admin). */
export const setAvailability = ownedValueSaver(availabilityDecider, findUserById);

/** Sets the firm's cancellation notice (admins). */
export const setSchedulingPolicy = settingSaver(policyDecider, POLICY_ID);
