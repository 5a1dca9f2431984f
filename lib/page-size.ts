// Isomorphic, without zod: a page's size where a web page needs only the number (web/README.md 'Bytes').

/** The size of a list's page unless the caller asks for another (at most MAX_PAGE_SIZE in list-query.ts). */
export const PAGE_SIZE = 50;
