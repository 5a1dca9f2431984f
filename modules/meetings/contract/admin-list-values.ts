// Isomorphic (re-exported by contract.ts): the admin meeting list's sorts, statuses and page size, in a file of their own because a list's URL rule in the
// web's entry needs them on every page and not the contract's schemas (web/README.md "Bytes": a module goes into
// one chunk whole).

export const adminMeetingSorts = ['date', 'client', 'status'] as const;
export type AdminMeetingSort = (typeof adminMeetingSorts)[number];
export const ADMIN_MEETINGS_PAGE_SIZE = 50;

export { meetingStatuses } from '../statuses';
