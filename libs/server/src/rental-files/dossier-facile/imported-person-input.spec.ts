import { describe, expect, it } from '@jest/globals';
import { importedPersonInput } from './imported-person-input';
import type { ImportedPerson } from './rental-file-import-sink';

const person = (overrides: Partial<ImportedPerson>): ImportedPerson => ({
  ref: 'tenant:1',
  role: 'tenant',
  firstName: 'Léa',
  lastName: 'Martin',
  organisationName: null,
  professionalSituation: null,
  declaredMonthlyIncomeCents: null,
  ...overrides,
});

describe('a DossierFacile person in our file', () => {
  it('keeps a tenant’s name, declared income in euros, and a situation of our list', () => {
    expect(
      importedPersonInput(
        person({ professionalSituation: 'permanent_contract_trial', declaredMonthlyIncomeCents: 245_000 }),
      ),
    ).toEqual({
      role: 'tenant',
      firstName: 'Léa',
      lastName: 'Martin',
      professionalSituation: 'permanent_employee',
      monthlyIncomeCents: 245_000,
      currency: 'EUR',
    });
    expect(importedPersonInput(person({ professionalSituation: 'unemployed' })).professionalSituation).toBe(
      'job_seeker',
    );
    expect(importedPersonInput(person({ professionalSituation: 'internship' })).professionalSituation).toBe('student');
  });

  it('makes an unnamed guarantee provider Visale, another one an insurer, a legal person a company', () => {
    const organisation = { role: 'organisation_guarantor' as const, firstName: null, lastName: null };
    expect(importedPersonInput(person({ ...organisation, organisationKind: 'guarantee_provider' }))).toEqual({
      role: 'organisation_guarantor',
      organisationType: 'visale',
      organisationName: null,
    });
    expect(
      importedPersonInput(
        person({ ...organisation, organisationKind: 'guarantee_provider', organisationName: 'Cautioneo' }),
      ).organisationType,
    ).toBe('rent_guarantee_insurer');
    expect(
      importedPersonInput(person({ ...organisation, organisationKind: 'legal_person', organisationName: 'ACME SAS' }))
        .organisationType,
    ).toBe('company');
  });
});
