// The tabs of the client details (spec 02 §2), in their order; the chosen one travels in the URL (`?tab=`).

export const clientTabLabels = {
  overview: 'Übersicht',
  packages: 'Pakete',
  meetings: 'Meetings',
  questionnaires: 'Fragebögen',
  history: 'Verlauf',
} as const;
export type ClientTab = keyof typeof clientTabLabels;

export function isClientTab(value: unknown): value is ClientTab {
  return typeof value === 'string' && Object.hasOwn(clientTabLabels, value);
}

/** Spec 02 §9: the overview shows 2 packages and 3 meetings. */
export const overviewLimits = { packages: 2, meetings: 3 } as const;
