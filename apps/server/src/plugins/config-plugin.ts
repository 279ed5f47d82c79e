import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The clock every service uses, so tests can move time. */
    now: () => Date;
  }
}

export interface ConfigPluginOptions {
  config: Config;
  now?: () => Date;
}

/** Makes the settings (read once at start-up) and the clock available to every plugin. */
export const configPlugin = fp(
  async (app: FastifyInstance, options: ConfigPluginOptions) => {
    app.decorate('config', options.config);
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'config' },
);
