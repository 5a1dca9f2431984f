import type { OpenItem } from '../../../../modules/invoicing/contract';
import { formatCalendarDate, formatCents } from '../../../../lib/german/format';

// How an open item reads in the list: how late, what is claimed beside it, which level may go now.

export function lateness(i: OpenItem): string {
  // The client's credit is due from nobody: the firm owes it.
  if (i.credit) return '–';
  if (i.daysOverdue === 0) return `fällig ${formatCalendarDate(i.dueOn)}`;
  return `${i.daysOverdue === 1 ? '1 Tag' : `${i.daysOverdue} Tage`} überfällig (fällig ${formatCalendarDate(i.dueOn)})`;
}

/** What is open: the claim, or the client's credit as a positive amount ('Guthaben 12,00 €'). */
export const openText = (i: OpenItem): string =>
  i.credit ? `Guthaben ${formatCents(-i.openCents)}` : formatCents(i.openCents);

/** Fee and interest so far (§ 288 BGB), or why the interest is not computed; nothing beside a credit. */
export function claimText(i: OpenItem): string | undefined {
  if (i.credit) return undefined;
  const c = i.claim;
  if (c.defaultFrom === null) return 'Noch nicht in Verzug';
  const fee = c.feeCents > 0 ? `Pauschale ${formatCents(c.feeCents)}` : null;
  const interest =
    c.interestCents === null
      ? 'Zinsen: Basiszinssatz fehlt'
      : `Zinsen ${formatCents(c.interestCents)} (${c.interestPoints} %-Pkt. über Basiszins)`;
  return [`Verzug seit ${formatCalendarDate(c.defaultFrom)}`, fee, interest].filter(Boolean).join(' · ');
}

/** The next level's button: its name, and whether it may go today. */
export function nextLevel(i: OpenItem, today: string): { label: string; ready: boolean; hint: string | null } | null {
  if (i.nextLevel === null || i.nextLevelLabel === null) return null;
  const ready = i.nextLevelFrom !== null && i.nextLevelFrom <= today;
  return {
    label: `${i.nextLevelLabel} senden`,
    ready,
    hint: ready || !i.nextLevelFrom ? null : `ab ${formatCalendarDate(i.nextLevelFrom)}`,
  };
}
