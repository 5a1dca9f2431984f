// Isomorphic (re-exported by contract.ts), without schemas: the signed-in layout's unread count
// needs the keys on every page, not the contract's schemas and zod (web/README.md 'Bytes').

export const messagesKeys = {
  all: ['messages'] as const,
  ofClient: (clientId: string) => ['messages', clientId] as const,
  unread: ['messages', 'unread'] as const,
};
