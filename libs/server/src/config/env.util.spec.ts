import { ConfigError, env, loadConfig } from './env.util';

describe('loadConfig', () => {
  const schema = {
    PORT: env.int(3000, 1, 65_535),
    DATABASE_URL: env.url(['postgres']),
    QUEUES: env.listOf(['a', 'b'] as const, ['a', 'b']),
    DEBUG: env.bool(false),
  };

  it('applies defaults and parses values', () => {
    const config = loadConfig(schema, { DATABASE_URL: 'postgres://x/y', QUEUES: 'b', DEBUG: 'yes' });

    expect(config).toEqual({ PORT: 3000, DATABASE_URL: 'postgres://x/y', QUEUES: ['b'], DEBUG: true });
  });

  it('names every bad or missing variable at once', () => {
    const load = () => loadConfig(schema, { PORT: '70000', QUEUES: 'a,c', DEBUG: 'maybe' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be a whole number between 1 and 65535/);
    expect(load).toThrow(/DATABASE_URL is required/);
    expect(load).toThrow(/QUEUES has unknown values c/);
    expect(load).toThrow(/DEBUG must be true or false/);
  });

  it('treats a blank value as missing', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: '   ' })).toThrow(/DATABASE_URL is required/);
  });
});
