import type { Actor, Fixture } from './fixture';

// Who is let in, by group, for the access table's rows; `A` is client A's id, which every row's
// parameters point at.

export const everyone: readonly Actor[] = ['anonymous', 'clientA', 'clientB', 'partnerOfA', 'otherPartner', 'admin'];
export const signedIn: readonly Actor[] = ['clientA', 'clientB', 'partnerOfA', 'otherPartner', 'admin'];
export const admin: readonly Actor[] = ['admin'];
export const partners: readonly Actor[] = ['partnerOfA', 'otherPartner', 'admin'];
export const aAndAdmin: readonly Actor[] = ['clientA', 'admin'];
export const aAndPartnerOfA: readonly Actor[] = ['clientA', 'partnerOfA', 'admin'];
export const partnerOfA: readonly Actor[] = ['partnerOfA', 'admin'];

export const A = (f: Fixture) => f.people.clientA.id;
