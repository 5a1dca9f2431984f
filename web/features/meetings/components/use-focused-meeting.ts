import { useEffect } from 'react';

/**
 * Brings the meeting a mail links to (`?meeting=ID`) into view and puts the keyboard on its
 * 'Verschieben' (`data-move`): the client's /meetings and the Accelerator's /partner/meetings.
 */
export function useFocusedMeeting(id: string | undefined) {
  useEffect(() => {
    if (!id) return;
    // After the router's scroll restoration (which runs once the page rendered) moved to the top.
    const timer = window.setTimeout(() => {
      const card = document.querySelector<HTMLElement>(`[data-meeting-id="${CSS.escape(id)}"]`);
      card?.scrollIntoView({ block: 'center' });
      card?.querySelector<HTMLElement>('[data-move]')?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [id]);
}
