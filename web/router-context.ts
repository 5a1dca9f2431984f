import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receives. */
export interface RouterContext {
  queryClient: QueryClient;
}
