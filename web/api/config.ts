import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { impressumFields } from '../../lib/impressum';

// Product name, route slug and the operator's legal details from GET /api/config, read field by
// field: a field the answer lacks or gets wrong takes its default. Checked by hand, not with zod:
// the config is read on every page (web/README.md "Bytes").

/** The operator's details as the web shows them: a missing or null detail is simply not shown. */
export type Impressum = Partial<Record<(typeof impressumFields)[number], string | null>>;

export interface AppConfig {
  productName: string;
  productSlug: string;
  impressum: Impressum;
}

export const defaultConfig: AppConfig = {
  productName: 'Potenzialanalyse',
  productSlug: 'potenzialanalyse',
  impressum: {},
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown, fallback: string) => (typeof v === 'string' && v.length > 0 ? v : fallback);

/** The details as answered, or none when one of them is no detail (an unknown name, a number). */
function impressumOf(value: unknown): Impressum {
  if (!isRecord(value)) return {};
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  const fine = entries.every(
    ([k, v]) => (impressumFields as readonly string[]).includes(k) && (v === null || typeof v === 'string'),
  );
  return fine ? (Object.fromEntries(entries) as Impressum) : {};
}

/** The answer read field by field; an answer that is no object at all is the defaults. */
export function appConfigOf(answer: unknown): AppConfig {
  if (!isRecord(answer)) return defaultConfig;
  return {
    productName: nonEmpty(answer.productName, defaultConfig.productName),
    productSlug: nonEmpty(answer.productSlug, defaultConfig.productSlug),
    impressum: impressumOf(answer.impressum),
  };
}

/** Never fails: without an answer the defaults apply. */
export async function fetchAppConfig(): Promise<AppConfig> {
  try {
    return appConfigOf(await api.get('/api/config', { retries: 1 }));
  } catch {
    return defaultConfig;
  }
}

export const configQuery = queryOptions({
  queryKey: ['config'] as const,
  queryFn: fetchAppConfig,
  staleTime: Infinity,
});
