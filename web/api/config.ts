import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from './client';
import { impressumSchema } from '../../lib/impressum';

// Product name, route slug and the operator's legal details from GET /api/config.

const appConfigSchema = z.object({
  productName: z.catch(z.string().check(z.minLength(1)), 'Potenzialanalyse'),
  productSlug: z.catch(z.string().check(z.minLength(1)), 'potenzialanalyse'),
  impressum: z.catch(impressumSchema, {}),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type Impressum = z.infer<typeof impressumSchema>;

export const defaultConfig: AppConfig = {
  productName: 'Potenzialanalyse',
  productSlug: 'potenzialanalyse',
  impressum: {},
};

/** Never fails: without an answer the defaults apply. */
export async function fetchAppConfig(): Promise<AppConfig> {
  try {
    const answer = await api.get('/api/config', { retries: 1 });
    const parsed = appConfigSchema.safeParse(answer);
    return parsed.success ? parsed.data : defaultConfig;
  } catch {
    return defaultConfig;
  }
}

export const configQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: fetchAppConfig,
  staleTime: Infinity,
});
