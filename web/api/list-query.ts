import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './client';

/** The query of a list endpoint: a GET whose answer must be an array of `T`. */
export function listQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.load<T[]>(path, { list: true, signal }),
  });
}
