import type { Config } from '../config';

/** The settings the browser may know (never a secret): GET /api/config. */
export function describePublicConfig(config: Config) {
  return {
    app_name: config.appName,
    access_gate: { enabled: config.accessGate.enabled, marker: config.accessGate.marker },
    payments: {
      provider: config.payments.provider,
      publishable_key: config.payments.publishableKey,
    },
    ai: { llm_enabled: config.llm.enabled },
    resume_file_retention_days: config.resumeFileRetentionDays,
  };
}
