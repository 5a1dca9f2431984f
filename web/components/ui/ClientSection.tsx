import type { ReactNode } from 'react';
import { QueryBoundary } from '../errors/LoadError';

// A client's section of what is kept between sessions (notes, tasks, files): on its page, in a
// meeting's tabs, in the client details. Each feature fills it with its own form and list.

/** What such a section is given. */
export interface ClientSectionProps {
  clientId: string;
  /** the signed-in person is the client: their own texts and first choices */
  isClient: boolean;
  /** only this meeting's items; what is added there is tied to it */
  meetingId?: string;
}

/** The items of the meeting where one is given, else all. */
export const ofMeeting = <T extends { meetingId: string | null }>(items: readonly T[], meetingId?: string) =>
  meetingId ? items.filter((item) => item.meetingId === meetingId) : items;

/**
 * The form for a new item (none for whoever may not add), then the list, which loads on its own:
 * a failure shows there with 'Erneut versuchen', and another client starts it afresh.
 */
export function ClientSection(props: { clientId: string; form: ReactNode; loadFailed: string; children: ReactNode }) {
  return (
    <>
      {props.form}
      <QueryBoundary key={props.clientId} message={props.loadFailed}>
        {props.children}
      </QueryBoundary>
    </>
  );
}
