import { choosableQuestions, defaultChoices, effectiveQuestions, unchoosableKeys } from './forms';
import { applicantPolicy } from './policy';

describe('prequalification forms', () => {
  it('offers only questions some region allows before the visit', () => {
    expect(choosableQuestions('rent')).toEqual(['moveInDate', 'occupants', 'maxBudget']);
    expect(choosableQuestions('sale')).toEqual(['projectKind', 'purchaseHorizon']);
    expect(unchoosableKeys('rent', [{ key: 'occupants' }, { key: 'monthlyResources' }, { key: 'guarantor' }])).toEqual([
      'monthlyResources',
      'guarantor',
    ]);
  });

  it('keeps the shipped defaults when the agency saved nothing', () => {
    const fr = applicantPolicy('FR', 'rent');
    expect(effectiveQuestions(fr, null, null).map(({ key }) => key)).toEqual(['moveInDate', 'occupants', 'maxBudget']);
    expect(defaultChoices('rent')).toEqual([
      { key: 'moveInDate', required: false },
      { key: 'occupants', required: false },
      { key: 'maxBudget', required: false },
    ]);
  });

  it("takes the agency's form, and a listing's override over it, with their order and required marks", () => {
    const fr = applicantPolicy('FR', 'rent');
    const agency = [{ key: 'maxBudget' as const, required: true }];
    const listing = [
      { key: 'occupants' as const, required: true },
      { key: 'moveInDate' as const, required: false },
    ];
    expect(effectiveQuestions(fr, agency, null)).toEqual([
      { key: 'maxBudget', kind: 'number', min: 0, max: 100_000_000, required: true },
    ]);
    expect(effectiveQuestions(fr, agency, listing).map(({ key, required }) => [key, required])).toEqual([
      ['occupants', true],
      ['moveInDate', false],
    ]);
    expect(effectiveQuestions(fr, agency, [])).toEqual([]);
  });

  it('never asks what the region forbids before the visit, whatever a form saved', () => {
    const brussels = applicantPolicy('BE-BRU', 'rent');
    const form = [
      { key: 'occupants' as const, required: true },
      { key: 'maxBudget' as const, required: true },
    ];
    expect(effectiveQuestions(brussels, form, null)).toEqual([]);
    const saleFr = applicantPolicy('FR', 'sale');
    expect(effectiveQuestions(saleFr, [{ key: 'maxBudget', required: true }], null)).toEqual([]);
  });
});
