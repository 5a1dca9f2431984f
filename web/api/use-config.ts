import { useQuery } from '@tanstack/react-query';
import { configQuery, defaultConfig, type AppConfig } from './config';

export function useAppConfig(): AppConfig {
  return useQuery(configQuery).data ?? defaultConfig;
}
