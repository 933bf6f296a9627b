import { DossierFacileError } from './dossier-facile.errors';
import { parseDossierFacileProfile } from './parse-profile';

const valid = () => ({
  connectedTenantId: 1,
  apartmentSharing: {
    id: 10,
    applicationType: 'ALONE',
    tenants: [
      {
        id: 1,
        firstName: 'Inès',
        documents: [{ id: 5, documentCategory: 'FINANCIAL', documentSubCategory: 'SALARY', monthlySum: 1900 }],
        guarantors: [{ id: 2, typeGuarantor: 'NATURAL_PERSON', documents: null }],
      },
    ],
  },
});

function malformed(body: unknown): string {
  try {
    parseDossierFacileProfile(body);
  } catch (error) {
    if (error instanceof DossierFacileError && error.code === 'DOSSIERFACILE_MALFORMED_RESPONSE') return error.message;
    throw error;
  }
  throw new Error('parsed');
}

describe('parseDossierFacileProfile', () => {
  it('reads the documented shape, lists left out (NON_NULL) as empty', () => {
    const profile = parseDossierFacileProfile(valid());
    expect(profile.apartmentSharing.tenants[0].guarantors[0].documents).toEqual([]);
    expect(profile.apartmentSharing.tenants[0].documents[0]).toMatchObject({ monthlySum: 1900, noDocument: false });
  });

  it('lets values DossierFacile may add later through, for the mapping to report', () => {
    const body = valid();
    body.apartmentSharing.applicationType = 'TRIO';
    body.apartmentSharing.tenants[0].documents[0].documentCategory = 'NEW_CATEGORY';
    expect(parseDossierFacileProfile(body).apartmentSharing.applicationType).toBe('TRIO');
  });

  it.each([
    ['not an object', () => []],
    ['an id that is text', () => ({ ...valid(), connectedTenantId: '1' })],
    ['no tenants', () => ({ ...valid(), apartmentSharing: { ...valid().apartmentSharing, tenants: [] } })],
    ['a connected tenant outside the file', () => ({ ...valid(), connectedTenantId: 99 })],
    [
      'a negative income',
      () => {
        const body = valid();
        body.apartmentSharing.tenants[0].documents[0].monthlySum = -5;
        return body;
      },
    ],
  ])('refuses %s, naming what is wrong', (_, body) => {
    expect(malformed(body())).toMatch(/^DossierFacile profile: /);
  });
});
