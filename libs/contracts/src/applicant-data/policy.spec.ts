import { DEFAULT_PREQUALIFICATION } from '../visits/prequalification';
import { APPLICANT_STAGES, QUESTION_KEYS } from './fields';
import { APPLICANT_DATA_POLICIES } from './policies';
import {
  allowedDocuments,
  allowedFields,
  applicantPolicy,
  applicationQuestions,
  bookingQuestions,
  missingContact,
  refusedFields,
} from './policy';
import { REGIONS } from './regions';

const keys = (questions: readonly { key: string }[]) => questions.map(({ key }) => key);
const BELGIUM = ['BE-BRU', 'BE-WAL', 'BE-VLG'] as const;

describe('what may be asked of an applicant, by region and stage', () => {
  it('asks before a Brussels visit only a name, a first name and one means of contact', () => {
    const brussels = applicantPolicy('BE-BRU', 'rent');
    expect([...allowedFields(brussels, 'beforeVisit')]).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(brussels.contact).toBe('oneOf');
    expect(bookingQuestions(brussels)).toEqual([]);
  });

  it('opens resources and household size with the application, and identity and civil status for the lease', () => {
    const brussels = applicantPolicy('BE-BRU', 'rent');
    expect(keys(applicationQuestions(brussels))).toEqual(['occupants', 'monthlyResources']);
    expect(refusedFields(brussels, 'beforeVisit', ['occupants', 'maxBudget', 'monthlyResources'])).toEqual([
      { field: 'occupants', allowedFrom: 'application' },
      { field: 'maxBudget', allowedFrom: null },
      { field: 'monthlyResources', allowedFrom: 'application' },
    ]);
    expect(refusedFields(brussels, 'application', ['occupants', 'monthlyResources', 'civilStatus'])).toEqual([
      { field: 'civilStatus', allowedFrom: 'lease' },
    ]);
    expect([...allowedDocuments(brussels, 'lease')]).toEqual(['identity', 'civilStatus']);
  });

  it('lets a French booking ask search criteria and no income', () => {
    const paris = applicantPolicy('FR', 'rent');
    expect(keys(bookingQuestions(paris))).toEqual(['moveInDate', 'occupants', 'maxBudget']);
    expect(paris.contact).toBe('all');
    expect(refusedFields(paris, 'beforeVisit', ['monthlyResources', 'guarantor'])).toEqual([
      { field: 'monthlyResources', allowedFrom: 'application' },
      { field: 'guarantor', allowedFrom: 'application' },
    ]);
    // Décret n° 2015-1437: the file's four categories, after the visit only.
    expect([...allowedDocuments(paris, 'application')]).toEqual(['identity', 'address', 'professional', 'resources']);
  });

  it('asks nothing financial before a visit to buy, anywhere', () => {
    for (const region of REGIONS) {
      const policy = applicantPolicy(region, 'sale');
      expect(keys(bookingQuestions(policy))).toEqual(['projectKind', 'purchaseHorizon']);
      expect(keys(applicationQuestions(policy))).toEqual(['maxBudget']);
    }
  });

  it('applies the strictest staging in Wallonia and Flanders, where the texts set none', () => {
    for (const region of ['BE-WAL', 'BE-VLG'] as const) {
      const policy = applicantPolicy(region, 'rent');
      expect(bookingQuestions(policy)).toEqual([]);
      expect(policy.contact).toBe('oneOf');
      expect(keys(applicationQuestions(policy))).toEqual(['occupants', 'monthlyResources']);
      expect(policy.strictest).toContain('stagingFromBrussels');
    }
  });

  it('never lets a document or a financial question before the visit, in any region or transaction', () => {
    for (const region of REGIONS) {
      for (const transaction of ['rent', 'sale'] as const) {
        const policy = APPLICANT_DATA_POLICIES[region][transaction];
        expect(allowedDocuments(policy, 'beforeVisit').size).toBe(0);
        const before = allowedFields(policy, 'beforeVisit');
        expect(before.has('monthlyResources')).toBe(false);
        expect(before.has('guarantor')).toBe(false);
        if (transaction === 'sale' || region !== 'FR') expect(before.has('maxBudget')).toBe(false);
      }
    }
  });

  it('names every field of every stage from the catalogue, and every default question', () => {
    const known = new Set<string>([...QUESTION_KEYS, 'firstName', 'lastName', 'email', 'phone', 'currentAddress']);
    for (const region of REGIONS) {
      for (const transaction of ['rent', 'sale'] as const) {
        for (const stage of APPLICANT_STAGES) {
          for (const field of APPLICANT_DATA_POLICIES[region][transaction].stages[stage].fields) {
            expect(known.has(field)).toBe(true);
          }
        }
        for (const { key } of DEFAULT_PREQUALIFICATION[transaction]) expect(known.has(key)).toBe(true);
      }
    }
  });

  it('wants both e-mail and phone in France, one of the two in Belgium', () => {
    const paris = applicantPolicy('FR', 'rent');
    expect(missingContact(paris, { firstName: 'A', lastName: 'B', email: 'a@b.test' })).toEqual(['phone']);
    for (const region of BELGIUM) {
      const policy = applicantPolicy(region, 'rent');
      expect(missingContact(policy, { firstName: 'A', lastName: 'B', phone: '+32 470 12 34 56' })).toEqual([]);
      expect(missingContact(policy, { firstName: 'A', lastName: 'B', email: 'a@b.test' })).toEqual([]);
      expect(missingContact(policy, { firstName: 'A', lastName: ' ', email: '', phone: '' })).toEqual([
        'lastName',
        'email',
        'phone',
      ]);
    }
  });
});
