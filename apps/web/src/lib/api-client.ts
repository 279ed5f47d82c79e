import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

// axios is a fifth of the app's JavaScript, and nothing in the first paint waits for the
// server: it loads with the first call instead of with the page.
let instance: Promise<AxiosInstance> | undefined;

/** The one configured axios instance (see createApiClient), loaded on first use. */
export function loadApiClient(): Promise<AxiosInstance> {
  instance ??= import('./create-api-client').then(
    (module) => module.createApiClient(),
    (error: unknown) => {
      // A failed chunk load (offline for a moment) must not stick: the next call tries again.
      instance = undefined;
      throw error;
    },
  );
  return instance;
}

/** The client every feature's API file uses: axios's get, post, put and delete. */
export const apiClient = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    loadApiClient().then((client) => client.put<T>(url, data, config)),
};
