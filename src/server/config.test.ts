import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: '.data',
      databaseUrl: undefined,
      partnerApiKey: 'dev-partner-api-key',
    });
  });

  it('reads values from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://portal.example.com/',
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.databaseUrl).toBe('postgres://portal:secret@db:5432/portal');
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'mysql://db/portal'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const attempt = () => loadConfig({ [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid configuration: ${name} .*\\(got "${value}"\\)$`));
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(' ')[0])).toEqual([
        'PORT',
        'LOG_LEVEL',
      ]);
    }
  });
});
