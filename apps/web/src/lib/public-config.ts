import type { PublicConfig } from '@resumerank/contract/service';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** What the client assumes when /config cannot be read: the gate stays on (SPEC.md 5). */
const FALLBACK: PublicConfig = {
  app_name: 'ResumeRank',
  access_gate: { enabled: true, marker: '401' },
  payments: { provider: 'local', publishable_key: null },
  ai: { llm_enabled: false },
  // The server's default retention (RESUME_FILE_RETENTION_DAYS).
  resume_file_retention_days: 90,
};

let cached: Promise<PublicConfig> | undefined;

/** GET /config, once per page load. */
export function getPublicConfig(): Promise<PublicConfig> {
  cached ??= apiClient
    .get<PublicConfig>('/config')
    .then((res) => res.data)
    .catch(() => {
      cached = undefined;
      return FALLBACK;
    });
  return cached;
}

/** GET /config for components (shared by features: sign-up's gate, the upload's retention note). */
export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
}
