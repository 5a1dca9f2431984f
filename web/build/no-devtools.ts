// Stands in for `@tanstack/devtools-event-client` in the web build (vite.config.ts `resolve.alias`).
// TanStack Form reports every form's state to a devtools panel the portal does not have: the real
// client tries to connect every second and costs ~1.3 kB on each page with a form (web/README.md
// "Bytes"). Here nobody listens and nothing is sent.

type Unsubscribe = () => void;

export class EventClient {
  constructor(_options: { pluginId: string; reconnectEveryMs?: number }) {}
  emit(_event: string, _payload: unknown): void {}
  on(_event: string, _listener: (event: { payload: { id: string } }) => void): Unsubscribe {
    return () => {};
  }
}
