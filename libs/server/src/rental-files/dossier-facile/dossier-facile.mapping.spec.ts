import { RENTAL_DOCUMENT_LISTS, RENTAL_PERSON_ROLES } from '@creneau/contracts';
import { DOSSIERFACILE_KINDS, kindOfDossierFacileDocument } from './document-kind-map';
import { planDossierFacileImport } from './dossier-facile.mapping';
import type { DfcDocument, DfcGuarantor, DfcProfile, DfcTenant } from './dossier-facile.shapes';

let nextId = 1;
const doc = (documentCategory: string, documentSubCategory?: string, extra: Partial<DfcDocument> = {}): DfcDocument => {
  const id = extra.id ?? nextId++;
  return { id, documentCategory, documentSubCategory, documentStatus: 'VALIDATED', token: `t${id}`, ...extra };
};
const tenant = (id: number, documents: DfcDocument[], guarantors: DfcGuarantor[] = []): DfcTenant => ({
  id,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  documents,
  guarantors,
});
const profile = (applicationType: string, tenants: DfcTenant[], connectedTenantId = tenants[0].id): DfcProfile => ({
  connectedTenantId,
  apartmentSharing: { id: 1, applicationType, tenants },
});

describe('DossierFacile categories → the decree’s kinds', () => {
  it('maps only onto kinds France’s list knows', () => {
    const known = new Set(RENTAL_DOCUMENT_LISTS.FR.map(({ kind }) => kind));
    for (const [category, subCategories] of Object.entries(DOSSIERFACILE_KINDS)) {
      for (const subCategory of Object.keys(subCategories)) {
        for (const role of RENTAL_PERSON_ROLES) {
          const kind = kindOfDossierFacileDocument(category, subCategory, role);
          expect([category, subCategory, role, kind && known.has(kind)]).toEqual([category, subCategory, role, true]);
        }
      }
    }
  });

  it('gives a tenant three rent receipts and a guarantor the last one', () => {
    expect(kindOfDossierFacileDocument('RESIDENCY', 'TENANT', 'tenant')).toBe('rent_receipts');
    expect(kindOfDossierFacileDocument('RESIDENCY', 'TENANT', 'person_guarantor')).toBe('last_rent_receipt');
  });

  it.each([
    ['IDENTIFICATION', 'OTHER_IDENTIFICATION'],
    ['TAX', 'MY_PARENTS'],
    ['GUARANTEE_PROVIDER_CERTIFICATE', 'VISALE'],
    ['PROFESSIONAL', 'NO_ACTIVITY'],
    ['BANK_STATEMENT', undefined],
    ['toString', 'constructor'],
    ['IDENTIFICATION', '__proto__'],
  ])('finds no lawful kind for %s/%s', (category, subCategory) => {
    expect(kindOfDossierFacileDocument(category, subCategory, 'tenant')).toBeNull();
  });
});

describe('planDossierFacileImport', () => {
  it('puts the tenant who shared first, marks the household, and sums declared income in cents', () => {
    const partner = tenant(8, [doc('PROFESSIONAL', 'CDD'), doc('FINANCIAL', 'SALARY', { monthlySum: 1500 })]);
    const sharer = tenant(9, [
      doc('PROFESSIONAL', 'CDI'),
      doc('FINANCIAL', 'SALARY', { monthlySum: 2000 }),
      doc('FINANCIAL', 'RENT', { monthlySum: 350 }),
      // DossierFacile declined it: its amount is not declared income.
      doc('FINANCIAL', 'PENSION', { monthlySum: 900, documentStatus: 'DECLINED' }),
    ]);

    const { people } = planDossierFacileImport(profile('COUPLE', [partner, sharer], 9));

    expect(
      people.map(({ ref, tenancy, household, professionalSituation, declaredMonthlyIncomeCents }) => ({
        ref,
        tenancy,
        household,
        professionalSituation,
        declaredMonthlyIncomeCents,
      })),
    ).toEqual([
      {
        ref: 'tenant:9',
        tenancy: 'main',
        household: 'couple',
        professionalSituation: 'permanent_contract',
        declaredMonthlyIncomeCents: 235_000,
      },
      {
        ref: 'tenant:8',
        tenancy: 'co_tenant',
        household: 'couple',
        professionalSituation: 'fixed_term_contract',
        declaredMonthlyIncomeCents: 150_000,
      },
    ]);
  });

  it('says nothing of income when no resources document was given, and 0 for a declared absence', () => {
    const { people } = planDossierFacileImport(
      profile('GROUP', [tenant(1, []), tenant(2, [doc('FINANCIAL', 'NO_INCOME', { noDocument: true })])]),
    );
    expect(people.map(({ declaredMonthlyIncomeCents, household }) => [declaredMonthlyIncomeCents, household])).toEqual([
      [null, 'group'],
      [0, 'group'],
    ]);
  });

  it('makes a person, a guarantee provider and a company guarantors of their tenant', () => {
    const guarantors: DfcGuarantor[] = [
      { id: 1, typeGuarantor: 'NATURAL_PERSON', firstName: 'Anne', lastName: 'Roux', documents: [] },
      { id: 2, typeGuarantor: 'ORGANISM', documents: [] },
      { id: 3, typeGuarantor: 'LEGAL_PERSON', legalPersonName: 'ACME SAS', documents: [] },
    ];
    const { people } = planDossierFacileImport(profile('ALONE', [tenant(7, [], guarantors)]));
    expect(
      people.slice(1).map(({ role, organisationKind, organisationName, firstName, guarantorOf }) => ({
        role,
        organisationKind,
        organisationName,
        firstName,
        guarantorOf,
      })),
    ).toEqual([
      {
        role: 'person_guarantor',
        organisationKind: undefined,
        organisationName: null,
        firstName: 'Anne',
        guarantorOf: 'tenant:7',
      },
      {
        role: 'organisation_guarantor',
        organisationKind: 'guarantee_provider',
        organisationName: null,
        firstName: null,
        guarantorOf: 'tenant:7',
      },
      {
        role: 'organisation_guarantor',
        organisationKind: 'legal_person',
        organisationName: 'ACME SAS',
        firstName: null,
        guarantorOf: 'tenant:7',
      },
    ]);
  });

  it('plans lawful documents and reports every other one with its reason', () => {
    const guarantor: DfcGuarantor = {
      id: 4,
      typeGuarantor: 'NATURAL_PERSON',
      documents: [doc('PROFESSIONAL', 'STUDENT', { id: 40 }), doc('TAX', 'MY_NAME', { id: 41 })],
    };
    const company: DfcGuarantor = {
      id: 5,
      typeGuarantor: 'LEGAL_PERSON',
      documents: [
        doc('IDENTIFICATION_LEGAL_PERSON', 'LEGAL_PERSON', { id: 50 }),
        doc('IDENTIFICATION', 'FRENCH_PASSPORT', { id: 51 }),
      ],
    };
    const unknownGuarantor: DfcGuarantor = {
      id: 6,
      typeGuarantor: 'ROBOT',
      documents: [doc('TAX', 'MY_NAME', { id: 60 })],
    };
    const main = tenant(
      3,
      [
        doc('IDENTIFICATION', 'FRENCH_IDENTITY_CARD', { id: 30 }),
        doc('IDENTIFICATION', 'CERTIFICATE_VISA', { id: 31 }),
        doc('RESIDENCY', 'TENANT', { id: 32, documentStatus: 'DECLINED' }),
        doc('TAX', 'OTHER_TAX', { id: 33, noDocument: true, token: undefined }),
        doc('FINANCIAL', 'SALARY', {
          id: 34,
          token: undefined,
          name: 'https://api.dossierfacile.fr/api/document/resource/x.pdf',
        }),
        doc('PROFESSIONAL', 'CDI', { id: 35, token: undefined }),
      ],
      [guarantor, company, unknownGuarantor],
    );

    const plan = planDossierFacileImport(profile('ALONE', [main]));

    expect(plan.documents.map(({ documentId, kind, ref }) => [documentId, kind, ref])).toEqual([
      ['30', 'identity_card', { tenantId: 3, token: 't30' }],
      ['34', 'payslips', { url: 'https://api.dossierfacile.fr/api/document/resource/x.pdf' }],
      ['41', 'tax_notice', { tenantId: 3, token: 't41' }],
      ['50', 'organisation_legal_existence', { tenantId: 3, token: 't50' }],
    ]);
    expect(plan.skipped.map(({ documentId, reason }) => [documentId, reason])).toEqual([
      ['31', 'no_lawful_kind'],
      ['32', 'declined_by_dossierfacile'],
      ['33', 'no_document'],
      ['35', 'no_download'],
      ['40', 'not_for_role'],
      ['51', 'not_for_role'],
      ['60', 'no_lawful_kind'],
    ]);
  });
});
