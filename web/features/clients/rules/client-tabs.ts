// The tabs of the client details (spec 02 §2); the chosen one travels in the URL (`?tab=`).

export const clientTabs = ['overview', 'packages', 'meetings', 'questionnaires', 'history'] as const;
export type ClientTab = (typeof clientTabs)[number];

export const clientTabLabels: Record<ClientTab, string> = {
  overview: 'Übersicht',
  packages: 'Pakete',
  meetings: 'Meetings',
  questionnaires: 'Fragebögen',
  history: 'Verlauf',
};

export function isClientTab(value: unknown): value is ClientTab {
  return typeof value === 'string' && (clientTabs as readonly string[]).includes(value);
}

/** Spec 02 §9: the overview shows 2 packages and 3 meetings. */
export const overviewLimits = { packages: 2, meetings: 3 } as const;
