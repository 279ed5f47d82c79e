/** The product's name as shown in the interface. */
export const APP_NAME = 'ResumeRank';

/** Base of every API call; overridable at build time with VITE_API_BASE_URL. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** Request timeouts (SPEC.md 9). */
export const TIMEOUTS = {
  default: 30_000,
  upload: 60_000,
  scoring: 120_000,
  generation: 120_000,
  pdf: 60_000,
} as const;

/** Files (SPEC.md 5 and 9). */
export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;

/** Toasts (SPEC.md 9; where its two readings disagree we use the longer error time). */
export const TOAST = {
  position: 'top-right',
  defaultMs: 4_000,
  successMs: 3_000,
  errorMs: 5_000,
  max: 20,
} as const;

/** Session monitoring (SPEC.md 4 and 9). */
export const SESSION = {
  checkIntervalMs: 10_000,
  warningBeforeExpiryMs: 5 * 60_000,
  idleTimeoutMs: 30 * 60_000,
  autoRefreshThresholdMs: 30_000,
  timeoutMinutes: 5,
} as const;

/** Usage data refresh while signed in (SPEC.md 7). */
export const USAGE_REFRESH_MS = 30_000;

/** The local-storage key of the auth session (SPEC.md 3). */
export const AUTH_STORAGE_KEY = 'auth-storage';
