// The tabs of the client details (spec 02 §2, and issue 33's notes, tasks and files), in their order; the chosen one travels in the URL (`?tab=`).

export const clientTabLabels = {
  overview: 'Übersicht',
  packages: 'Pakete',
  meetings: 'Meetings',
  questionnaires: 'Fragebögen',
  // Issue 33: what happens between sessions, with the team's and the office's layers.
  notes: 'Notizen',
  tasks: 'Aufgaben',
  files: 'Dateien',
  history: 'Verlauf',
} as const;
export type ClientTab = keyof typeof clientTabLabels;

export function isClientTab(value: unknown): value is ClientTab {
  return typeof value === 'string' && Object.hasOwn(clientTabLabels, value);
}

/** Spec 02 §9: the overview shows 2 packages and 3 meetings. */
export const overviewLimits = { packages: 2, meetings: 3 } as const;
