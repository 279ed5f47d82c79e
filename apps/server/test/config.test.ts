import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.accessGate).toEqual({ enabled: true, marker: '401' });
    expect(config.payments.provider).toBe('local');
    expect(config.llm.enabled).toBe(false);
  });

  it('reads and coerces every given setting', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_URL: 'https://resumerank.example/',
      DATABASE_URL: 'postgres://u@db:5432/app',
      ACCESS_GATE: 'false',
      LOG_LEVEL: 'debug',
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe('https://resumerank.example');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
    expect(config.accessGate.enabled).toBe(false);
    expect(config.logLevel).toBe('debug');
  });

  it('keeps resume files 90 days by default, 0 meaning forever, and refuses a negative or fractional count', () => {
    expect(loadConfig({}).resumeFileRetentionDays).toBe(90);
    expect(loadConfig({ RESUME_FILE_RETENTION_DAYS: '0' }).resumeFileRetentionDays).toBe(0);
    expect(() => loadConfig({ RESUME_FILE_RETENTION_DAYS: '-1' })).toThrow(
      /RESUME_FILE_RETENTION_DAYS/,
    );
    expect(() => loadConfig({ RESUME_FILE_RETENTION_DAYS: '1.5' })).toThrow(ConfigError);
  });

  it('keeps limits in memory without REDIS_URL and reads its address and key prefix', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      keyPrefix: 'resumerank:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'staging:' }).redis,
    ).toEqual({ url: 'rediss://cache:6380', keyPrefix: 'staging:' });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('LOG_LEVEL');
  });

  it('wants every Stripe key and price or none, and reads the API address', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => loadConfig(keys)).toThrow(/STRIPE_PRICE_STANDARD/);
    expect(() => loadConfig(keys)).toThrow(/STRIPE_PRICE_PLATINUM/);
    const prices = { STRIPE_PRICE_STANDARD: 'price_s', STRIPE_PRICE_PLATINUM: 'price_p' };
    const config = loadConfig({ ...keys, ...prices });
    expect(config.payments).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_1',
      prices: { STANDARD: 'price_s', PLATINUM: 'price_p' },
      api: null,
    });
    const local = loadConfig({ ...keys, ...prices, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(local.payments.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    const proxy = loadConfig({ ...keys, ...prices, STRIPE_API_URL: 'https://stripe.internal' });
    expect(proxy.payments.api).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
    expect(() => loadConfig({ ...keys, ...prices, STRIPE_PRICE_PLATINUM: 'price_s' })).toThrow(
      /STRIPE_PRICE_PLATINUM: must differ/,
    );
    expect(() => loadConfig({ ...keys, ...prices, STRIPE_API_URL: 'ftp://x' })).toThrow(
      /STRIPE_API_URL/,
    );
  });
});
