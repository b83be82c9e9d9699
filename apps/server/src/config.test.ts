import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('uses the documented defaults', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.cookieSecure).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.ai).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ APP_URL: 'ftp://x' }, 'APP_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE'],
    [{ TRUST_PROXY: 'everyone!' }, 'TRUST_PROXY'],
    [{ AI_BASE_URL: 'https://api.example.com/v1' }, 'AI_MODEL'],
    [{ AI_MODEL: 'gpt' }, 'AI_BASE_URL'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}:`));
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/tg',
      DATABASE_URL: 'postgres://u:p@db:5432/tg',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'TG <hi@example.com>',
      APP_URL: 'https://tg.example.com/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3',
      TRUST_PROXY: '2',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/tg',
      databaseUrl: 'postgres://u:p@db:5432/tg',
      appUrl: 'https://tg.example.com',
      cookieSecure: true,
      trustProxy: 2,
      ai: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3', apiKey: undefined },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
