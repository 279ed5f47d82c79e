import { useQuery } from '@tanstack/react-query';
import type { UsageSummary } from '@resumerank/contract/usage';
import { USAGE_REFRESH_MS } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuthStore } from '../../../stores/auth-store';

/** GET /usage/usage-info. */
export async function getUsageInfo(): Promise<UsageSummary> {
  const res = await apiClient.get<{ usage_summary: UsageSummary }>('/usage/usage-info');
  return res.data.usage_summary;
}

/** Today's usage, refreshed every 30 seconds while signed in (SPEC.md 7). */
export function useUsageInfo() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return useQuery({
    queryKey: queryKeys.usage,
    queryFn: getUsageInfo,
    enabled: isAuthenticated,
    refetchInterval: isAuthenticated ? USAGE_REFRESH_MS : false,
  });
}
