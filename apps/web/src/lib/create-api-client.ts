import axios, { isAxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { API_BASE_URL, TIMEOUTS } from '../config/constants';
import { useAuthStore } from '../stores/auth-store';
import { toApiError } from './api-error';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of a cookie readable by scripts, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The one HTTP client: base URL, 30 s default timeout, JSON by default, the anti-forgery header
 * from the XSRF-TOKEN cookie, the bearer token, every failure as an ApiError, and logout on 401.
 */
export function createApiClient(
  options: { baseURL?: string; adapter?: AxiosAdapter | 'http' | 'xhr' | 'fetch' } = {},
): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL ?? API_BASE_URL,
    timeout: TIMEOUTS.default,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use((config) => {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) config.headers.set(XSRF_HEADER, xsrf);
    const { token } = useAuthStore.getState();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Let the browser set the multipart boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => response,
    async (error: unknown) => {
      // A download's error answer arrives as a Blob: read it so its detail is not lost.
      const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
      if (
        isAxiosError(error) &&
        error.response &&
        data instanceof Blob &&
        data.type.includes('json')
      ) {
        try {
          error.response.data = JSON.parse(await data.text());
        } catch {
          // keep the raw answer
        }
      }
      const apiError = toApiError(error);
      if (apiError.status === 401 && useAuthStore.getState().isAuthenticated) {
        useAuthStore.getState().logout();
      }
      return Promise.reject(apiError);
    },
  );
  return client;
}
