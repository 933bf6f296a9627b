import { ConfigError } from '@creneau/server';
import { loadWorkersConfig } from './workers.config';

const base = { DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('loadWorkersConfig: Twilio settings', () => {
  it('runs without any: SMS go to the development outbox', () => {
    const config = loadWorkersConfig(base);

    expect(config.TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(config.SMS_DAILY_QUOTA_PER_NUMBER).toBe(8);
    expect(config.SMS_DAILY_QUOTA_PER_AGENCY).toBe(500);
  });

  it('accepts a complete set with a sender id', () => {
    const config = loadWorkersConfig({
      ...base,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: 'Creneau',
    });

    expect(config.TWILIO_FROM).toBe('Creneau');
  });

  it('stops start-up on a partial set, naming what is missing', () => {
    const load = () => loadWorkersConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC1' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/TWILIO_AUTH_TOKEN is required/);
    expect(load).toThrow(/TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM is required/);
  });

  it('refuses two senders at once', () => {
    expect(() =>
      loadWorkersConfig({
        ...base,
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+33600000000',
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
      }),
    ).toThrow(/not both/);
  });
});
