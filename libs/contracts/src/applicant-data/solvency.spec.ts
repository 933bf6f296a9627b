import { solvencyIndication, solvencyRuleOf } from './solvency';

describe('the solvency indication of a rental application', () => {
  it('counts every resource in Brussels, allowances and savings included, with no multiple of the rent', () => {
    const indication = solvencyIndication('BE-BRU', {
      monthlyRent: 900,
      resources: [
        { kind: 'integrationIncome', amount: 1300, per: 'month' },
        { kind: 'allowance', amount: 200, per: 'month' },
        { kind: 'savings', amount: 5000, per: 'once' },
      ],
      hasGuarantor: false,
    });
    expect(indication).toEqual({
      rule: 'allResources',
      monthly: 1500,
      available: 5000,
      threshold: null,
      indication: 'noThreshold',
      decides: false,
    });
  });

  it('follows the same rule in Wallonia and Flanders', () => {
    expect(solvencyRuleOf('BE-WAL')).toBe('allResources');
    expect(solvencyRuleOf('BE-VLG')).toBe('allResources');
  });

  it('gives in France three times the rent or a guarantor as an indication, never a verdict', () => {
    const input = { monthlyRent: 1000, resources: [{ kind: 'income' as const, amount: 2500, per: 'month' as const }] };
    expect(solvencyIndication('FR', { ...input, hasGuarantor: false })).toMatchObject({
      threshold: 3000,
      indication: 'below',
      decides: false,
    });
    expect(solvencyIndication('FR', { ...input, hasGuarantor: true }).indication).toBe('guarantor');
    const enough = { ...input, resources: [{ kind: 'allowance' as const, amount: 3000, per: 'month' as const }] };
    expect(solvencyIndication('FR', { ...enough, hasGuarantor: false }).indication).toBe('meets');
  });
});
