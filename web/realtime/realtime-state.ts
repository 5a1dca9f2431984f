/** Shows the connection state on <html data-realtime> (for support and for the e2e tests). */
export function markState(state: 'connected' | 'disconnected' | null): void {
  if (state) document.documentElement.dataset.realtime = state;
  else delete document.documentElement.dataset.realtime;
}
