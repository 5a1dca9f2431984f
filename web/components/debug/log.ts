// The debug panel's log keeps the 50 newest entries (spec 01 §9).

const debugLogLimit = 50;

export interface DebugEntry {
  at: string;
  label: string;
  status: number | 'Netzwerkfehler';
  body: string;
}

export function appendEntry(log: DebugEntry[], entry: DebugEntry, limit = debugLogLimit): DebugEntry[] {
  return [entry, ...log].slice(0, limit);
}
