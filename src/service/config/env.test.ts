import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

/** The production settings an operator must give before DEMO_MODE=false starts. */
const PRODUCTION = {
  DEMO_MODE: 'false',
  OIDC_ISSUER: 'https://idp.example.com/realms/steward',
  OIDC_INTEGRATION_CLIENT_SECRET: 'a-real-secret-from-the-vault',
};

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on 8080 in demo mode with the embedded identity provider', () => {
    expect(config.port).toBe(8080);
    expect(config.demoMode).toBe(true);
    expect(config.oidc.embedded).toBe(true);
    expect(config.oidc.issuer).toBe('http://localhost:8080/oidc');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('stores data in a SQLite file under ./data', () => {
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.join(path.resolve('data'), 'steward.sqlite'),
    });
  });

  it('lets the Vite dev console sign in beside the service itself', () => {
    expect(config.oidc.consoleOrigins).toEqual(['http://localhost:8080', 'http://localhost:5173']);
  });

  it('reads nothing from process.env when given an explicit environment', () => {
    const before = process.env['PORT'];
    process.env['PORT'] = '9999';
    try {
      expect(loadConfig({}).port).toBe(8080);
    } finally {
      if (before === undefined) delete process.env['PORT'];
      else process.env['PORT'] = before;
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '' })).toMatchObject({ port: 8080, logLevel: 'info' });
  });
});

describe('loadConfig values', () => {
  it('puts the SQLite file in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/steward' });
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.join('/var/lib/steward', 'steward.sqlite'),
    });
  });

  it('derives the issuer and public URL from PORT', () => {
    const config = loadConfig({ PORT: '3000' });
    expect(config.port).toBe(3000);
    expect(config.oidc.issuer).toBe('http://localhost:3000/oidc');
  });

  it('selects PostgreSQL for a postgres:// or postgresql:// DATABASE_URL', () => {
    const url = 'postgres://steward:pw@db:5432/steward';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/steward' }).database.kind).toBe('postgres');
  });

  it('derives the embedded issuer and console origin from PUBLIC_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://steward.example.com' });
    expect(config.publicUrl).toBe('https://steward.example.com');
    expect(config.oidc.issuer).toBe('https://steward.example.com/oidc');
    expect(config.oidc.consoleOrigins).toContain('https://steward.example.com');
  });

  it('uses an external issuer and turns the embedded provider off when OIDC_ISSUER is set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://login.example.com/tenant' });
    expect(config.oidc.embedded).toBe(false);
    expect(config.oidc.issuer).toBe('https://login.example.com/tenant');
  });

  it('adds the comma-separated OIDC_CONSOLE_ORIGINS, trimmed and without duplicates', () => {
    const config = loadConfig({
      OIDC_CONSOLE_ORIGINS: ' https://console.example.com , https://admin.example.com,,http://localhost:8080',
    });
    expect(config.oidc.consoleOrigins).toEqual([
      'http://localhost:8080',
      'http://localhost:5173',
      'https://console.example.com',
      'https://admin.example.com',
    ]);
  });

  it('starts in production mode with an external issuer and a real integration secret', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.demoMode).toBe(false);
    expect(config.oidc).toMatchObject({
      embedded: false,
      issuer: PRODUCTION.OIDC_ISSUER,
      integrationClientSecret: PRODUCTION.OIDC_INTEGRATION_CLIENT_SECRET,
    });
    // The Vite dev server origin is a demo convenience, not something production should trust.
    expect(config.oidc.consoleOrigins).not.toContain('http://localhost:5173');
  });
});

describe('loadConfig errors', () => {
  it('names PORT when it is not a number', () => {
    expect(configError({ PORT: 'abc' }).message).toMatch(/\bPORT\b.*"abc"/);
  });

  it('names PORT when it is out of range', () => {
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
  });

  it('names LOG_LEVEL and lists the allowed levels', () => {
    const { message } = configError({ LOG_LEVEL: 'loud' });
    expect(message).toContain('LOG_LEVEL');
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(message).toContain(level);
    }
  });

  it('names DATABASE_URL when it is not PostgreSQL', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain('DATABASE_URL');
  });

  it('names every wrong variable at once', () => {
    const { message } = configError({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });

  it('refuses DEMO_MODE=false without OIDC_ISSUER, since the embedded provider only knows demo users', () => {
    expect(configError({ DEMO_MODE: 'false' }).message).toContain('OIDC_ISSUER');
  });

  it('refuses DEMO_MODE=false while the integration client still has the demo secret', () => {
    const { message } = configError({ DEMO_MODE: 'false', OIDC_ISSUER: PRODUCTION.OIDC_ISSUER });
    expect(message).toContain('OIDC_INTEGRATION_CLIENT_SECRET');
  });
});
