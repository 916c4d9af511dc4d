import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, loadConfigOrExit } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults with an empty environment', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.paymentProvider).toBe('manual');
    // The repository's ./data, wherever the process starts.
    expect(c.database).toEqual({ url: `file://${path.resolve(import.meta.dirname, '../../../data/pg')}`, embedded: true, poolSize: 10, waitMs: 5000 });
    expect(c.seedDemo).toBe(true);
    expect(c.platformTz).toBe('UTC');
    expect(c.storage).toEqual({ kind: 'disk', dir: path.resolve(import.meta.dirname, '../../../data/uploads') });
    expect(c.captcha.siteKey).toBeUndefined();
    expect(c.retention).toEqual({ ipDays: 90, unverifiedDays: 30, sessionDays: 30, codeDays: 1 });
  });

  it('does not seed demo data on a real server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database.embedded).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_POOL_SIZE: '24' }).database.poolSize).toBe(24);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_WAIT_MS: '0' }).database.waitMs).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_WAIT_MS: '-1' }, 'DATABASE_WAIT_MS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PLATFORM_TZ: 'Mars/Olympus' }, 'PLATFORM_TZ'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough pass' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'Password1!' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'Redress2026!' }, 'ADMIN_PASSWORD: must be a strong password'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ RETENTION_IP_DAYS: '0' }, 'RETENTION_IP_DAYS'],
    [{ RETENTION_UNVERIFIED_DAYS: 'a month' }, 'RETENTION_UNVERIFIED_DAYS'],
    [{ RETENTION_SESSION_DAYS: '4000' }, 'RETENTION_SESSION_DAYS'],
    [{ RETENTION_CODE_DAYS: '1.5' }, 'RETENTION_CODE_DAYS'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ S3_BUCKET: 'b' }, 'S3_BUCKET'],
    [{ DEV_OUTBOX: 'maybe' }, 'DEV_OUTBOX'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER: must be one of: manual'],
    [{ DEV_OUTBOX: 'true', HOST: '0.0.0.0' }, 'DEV_OUTBOX'],
    [{ DEV_OUTBOX: 'true', HOST: '::' }, 'DEV_OUTBOX'],
    [{ DEV_OUTBOX: 'true', HOST: '192.168.1.10' }, 'DEV_OUTBOX'],
    [{ DEV_OUTBOX: 'true', NODE_ENV: 'production' }, 'DEV_OUTBOX'],
    [{ SOCIAL_X_URL: 'http://x.com/redress' }, 'SOCIAL_X_URL: must be an https:// URL'],
    [{ SOCIAL_FACEBOOK_URL: 'facebook.com/redress' }, 'SOCIAL_FACEBOOK_URL'],
  ])('stops on %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('keeps the dev outbox off unless DEV_OUTBOX=true on a loopback HOST', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) expect(loadConfig({ DEV_OUTBOX: 'true', HOST }).devOutbox).toBe(true);
  });

  it('keeps metrics and tracing off unless asked; metrics never share the public port', () => {
    const off = loadConfig({});
    expect(off.metrics).toBeUndefined();
    expect(off.tracing).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(20) })).toThrow(/METRICS_TOKEN: needs METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({ tracesUrl: 'http://collector:4318/v1/traces' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/in' }).tracing)
      .toEqual({ tracesUrl: 'https://traces.example/in' });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('accepts a real time zone and S3 settings', () => {
    const c = loadConfig({
      PLATFORM_TZ: 'Africa/Johannesburg',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(c.platformTz).toBe('Africa/Johannesburg');
    expect(c.storage.kind).toBe('s3');
  });
});

describe('loadConfigOrExit (process entries)', () => {
  it('prints the message and exits with 78 (EX_CONFIG) on a bad value', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => loadConfigOrExit({ PORT: 'abc' })).toThrow('exited');
      expect(exit).toHaveBeenCalledWith(78);
      expect(String(error.mock.calls[0]?.[0])).toMatch(/Invalid configuration:\n {2}PORT/);
      expect(loadConfigOrExit({ PORT: '4000' }).port).toBe(4000);
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
