import { loadApiConfig } from '../config/api.config';
import { legalNotice } from './legal-notice';

const base = { DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://127.0.0.1:6379' };
const notice = (env: Record<string, string> = {}) => legalNotice(loadApiConfig({ ...base, ...env }));

describe('the legal notice of an install', () => {
  it('says nothing of hosting in the EU, names no operator and lists no sub-processor until configured', () => {
    expect(notice()).toEqual({
      operator: {
        name: null,
        address: null,
        registration: null,
        privacyEmail: 'contact@creneau.example',
        dpo: null,
      },
      hostedInEu: false,
      subprocessors: [],
    });
  });

  it('takes the operator, its DPO, EU hosting and the listed sub-processors from the environment', () => {
    const legal = notice({
      OPERATOR_NAME: 'Visites SAS',
      OPERATOR_ADDRESS: '1 rue de la Paix, 75002 Paris',
      OPERATOR_REGISTRATION: 'RCS Paris 123 456 789',
      PRIVACY_EMAIL: 'privacy@visites.example',
      DPO_NAME: 'Alix Martin',
      DPO_EMAIL: 'dpo@visites.example',
      HOSTED_IN_EU: 'true',
      SUBPROCESSORS: JSON.stringify([
        { name: 'Scaleway SAS', purpose: 'hosting', countries: ['FR'], transfer: 'none' },
        { name: 'Brevo', purpose: 'email', countries: ['FR'], transfer: 'none' },
      ]),
    });

    expect(legal.operator).toEqual({
      name: 'Visites SAS',
      address: '1 rue de la Paix, 75002 Paris',
      registration: 'RCS Paris 123 456 789',
      privacyEmail: 'privacy@visites.example',
      dpo: { name: 'Alix Martin', email: 'dpo@visites.example' },
    });
    expect(legal.hostedInEu).toBe(true);
    expect(legal.subprocessors.map((entry) => entry.name)).toEqual(['Scaleway SAS', 'Brevo']);
  });

  it('adds Google and Twilio, in the US under the Data Privacy Framework, when the captcha and SMS are on', () => {
    const legal = notice({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k', TWILIO_AUTH_TOKEN: 't' });

    expect(legal.subprocessors).toEqual([
      { name: 'Google LLC (reCAPTCHA)', purpose: 'captcha', countries: ['US'], transfer: 'dpf' },
      { name: 'Twilio Inc.', purpose: 'sms', countries: ['US'], transfer: 'dpf' },
    ]);
  });

  it("keeps the operator's own entry for a purpose instead of the implied one", () => {
    const legal = notice({
      TWILIO_AUTH_TOKEN: 't',
      SUBPROCESSORS: JSON.stringify([
        { name: 'Twilio Ireland Ltd', purpose: 'sms', countries: ['IE', 'US'], transfer: 'scc' },
      ]),
    });

    expect(legal.subprocessors).toEqual([
      { name: 'Twilio Ireland Ltd', purpose: 'sms', countries: ['IE', 'US'], transfer: 'scc' },
    ]);
  });

  it.each([
    ['not JSON', '[{'],
    ['an unknown purpose', JSON.stringify([{ name: 'X', purpose: 'ads', countries: ['FR'], transfer: 'none' }])],
    [
      'a country that is not a code',
      JSON.stringify([{ name: 'X', purpose: 'email', countries: ['France'], transfer: 'none' }]),
    ],
    [
      'an unknown transfer tool',
      JSON.stringify([{ name: 'X', purpose: 'email', countries: ['US'], transfer: 'trust' }]),
    ],
  ])('stops the start on SUBPROCESSORS with %s, naming the variable', (_, value) => {
    expect(() => loadApiConfig({ ...base, SUBPROCESSORS: value })).toThrow(/SUBPROCESSORS/);
  });

  it('refuses a DPO e-mail that is not an address', () => {
    expect(() => loadApiConfig({ ...base, DPO_EMAIL: 'nobody' })).toThrow(/DPO_EMAIL must be an e-mail address/);
  });
});
