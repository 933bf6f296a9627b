import { describe, expect, it } from '@jest/globals';
import { personCompleteness } from './completeness';
import { guarantorOrganisationsFor } from './rental-file-people';
import { solvencyIndicator } from './solvency';

const tenant = {
  id: 'p1',
  role: 'tenant' as const,
  professionalSituation: 'permanent_employee',
  monthlyIncomeCents: 300_000,
  organisationType: null,
  documentKinds: ['passport', 'rent_receipts', 'employment_contract', 'payslips'],
};

describe('completeness of a person of a rental file', () => {
  it('is complete in France with one document of each of the decree’s four categories', () => {
    expect(personCompleteness('FR', tenant)).toEqual({ personId: 'p1', complete: true, missing: [] });
  });

  it('names the missing category with the decree’s kinds that fill it', () => {
    const result = personCompleteness('FR', { ...tenant, documentKinds: ['passport'], monthlyIncomeCents: null });
    expect(result.complete).toBe(false);
    expect(result.missing.map((item) => (item.type === 'field' ? item.field : item.category))).toEqual([
      'monthlyIncome',
      'address',
      'professional',
      'resources',
    ]);
    const resources = result.missing.find((item) => item.type === 'documents' && item.category === 'resources');
    expect(resources?.type === 'documents' && resources.kinds.map((kind) => kind.kind)).toContain('payslips');
  });

  it('asks no document in Brussels at the application stage (art. 200ter)', () => {
    expect(personCompleteness('BE-BRU', { ...tenant, documentKinds: [] }).missing).toEqual([]);
  });

  it('asks an organisation guarantor its kind and its legal existence only', () => {
    const result = personCompleteness('FR', {
      id: 'o',
      role: 'organisation_guarantor',
      professionalSituation: null,
      monthlyIncomeCents: null,
      organisationType: null,
      documentKinds: [],
    });
    expect(result.missing).toEqual([
      { type: 'field', field: 'organisationType' },
      expect.objectContaining({ type: 'documents', category: 'identity' }),
    ]);
  });
});

describe('solvency indicator', () => {
  const person = (monthlyIncomeCents: number) => ({
    role: 'tenant' as const,
    monthlyIncomeCents,
    currency: 'EUR',
    organisationType: null,
  });

  it('reads income at three times the rent as covering it', () => {
    expect(solvencyIndicator(100_000, [person(200_000), person(100_000)], 'FR')).toMatchObject({
      tenantsIncomeCents: 300_000,
      ratio: 3,
      incomeCoversRent: true,
      basis: 'income',
    });
  });

  it('shows a Visale guarantee when income falls short, without deciding', () => {
    const visale = {
      role: 'organisation_guarantor' as const,
      monthlyIncomeCents: null,
      currency: 'EUR',
      organisationType: 'visale' as const,
    };
    expect(solvencyIndicator(100_000, [person(150_000), visale], 'FR')).toMatchObject({
      incomeCoversRent: false,
      guarantors: ['visale'],
      basis: 'guarantor',
    });
    expect(solvencyIndicator(100_000, [person(150_000)], 'FR').basis).toBe('neither');
    expect(solvencyIndicator(null, [person(150_000)], 'FR').basis).toBe('unknown');
  });

  it('does not count Visale, a French scheme, for a Belgian listing, nor offer it there', () => {
    const visale = {
      role: 'organisation_guarantor' as const,
      monthlyIncomeCents: null,
      currency: 'EUR',
      organisationType: 'visale' as const,
    };
    for (const region of ['BE-BRU', 'BE-WAL', 'BE-VLG'] as const) {
      expect(solvencyIndicator(100_000, [person(150_000), visale], region)).toMatchObject({
        guarantors: [],
        basis: 'neither',
      });
      expect(guarantorOrganisationsFor(region)).not.toContain('visale');
      expect(guarantorOrganisationsFor(region)).toContain('rent_guarantee_insurer');
    }
    expect(guarantorOrganisationsFor('FR')).toContain('visale');
  });
});
