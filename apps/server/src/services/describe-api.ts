import { buildOpenApiDocument } from '@resumerank/contract/openapi';
import type { Config } from '../config';
import { appVersion } from '../version';

let cached: unknown;

/** The OpenAPI description of the whole API, generated from the contract (built once). */
export function describeApi(config: Config): unknown {
  cached ??= buildOpenApiDocument({
    title: `${config.appName} API`,
    version: appVersion,
    prefix: '/api',
  });
  return cached;
}
