import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGIONS } from '../applicant-data/regions';
import { ERROR_CODES } from '../errors';
import { ALL_RENTAL_DOCUMENT_LISTS, checkRentalDocumentKind, RENTAL_DOCUMENT_LISTS } from './document-kinds';

const kindsOf = (region: (typeof REGIONS)[number], category?: string) =>
  RENTAL_DOCUMENT_LISTS[region].filter((rule) => !category || rule.category === category).map(({ kind }) => kind);

describe('rental-file document kinds of décret n° 2015-1437 (France)', () => {
  it('lists the four headings of the decree and, for an organisation guarantor, its legal existence only', () => {
    const categories = new Set(RENTAL_DOCUMENT_LISTS.FR.map(({ category }) => category));
    expect([...categories].sort()).toEqual(['address', 'identity', 'professional', 'resources']);
    expect(RENTAL_DOCUMENT_LISTS.FR.filter(({ roles }) => roles.includes('organisation_guarantor'))).toEqual([
      expect.objectContaining({ kind: 'organisation_legal_existence', source: 'annexe II, B, 1' }),
    ]);
  });

  it('gives the applicant and a guarantor their own proofs of address', () => {
    expect(checkRentalDocumentKind('FR', 'rent_receipts', 'tenant').allowed).toBe(true);
    expect(checkRentalDocumentKind('FR', 'host_statement', 'person_guarantor')).toMatchObject({
      allowed: false,
      reason: 'not_for_role',
    });
    expect(checkRentalDocumentKind('FR', 'utility_bill', 'person_guarantor').allowed).toBe(true);
    expect(checkRentalDocumentKind('FR', 'utility_bill', 'tenant').allowed).toBe(false);
    expect(checkRentalDocumentKind('FR', 'housing_aid_simulation', 'person_guarantor').allowed).toBe(false);
  });

  it('uses the decree’s words and cites an annex item for every kind', () => {
    for (const rule of RENTAL_DOCUMENT_LISTS.FR) {
      expect(rule.source).toMatch(/^annexe (I|II), /);
      expect(rule.wording).not.toMatch(/'/);
    }
    expect(RENTAL_DOCUMENT_LISTS.FR.find(({ kind }) => kind === 'payslips')?.wording).toBe(
      'Trois derniers bulletins de salaires',
    );
  });

  it('refuses what the decree does not list (a bank statement, a criminal record) with the kinds allowed instead', () => {
    const check = checkRentalDocumentKind('FR', 'bank_statement', 'tenant');
    expect(check).toMatchObject({ allowed: false, reason: 'unknown_kind' });
    expect(check.allowed ? [] : check.allowedKinds).toEqual(expect.arrayContaining(['passport', 'payslips']));
    expect(checkRentalDocumentKind('FR', 'criminal_record', 'person_guarantor').allowed).toBe(false);
  });
});

describe('rental-file document kinds in Belgium, by the listing’s region', () => {
  it('asks no document with a Brussels application: identity and civil status come for the lease', () => {
    expect(kindsOf('BE-BRU').filter((kind) => checkRentalDocumentKind('BE-BRU', kind, 'tenant').allowed)).toEqual([]);
    expect(checkRentalDocumentKind('BE-BRU', 'be_identity_card', 'tenant')).toMatchObject({
      allowed: false,
      reason: 'not_at_stage',
    });
    expect(checkRentalDocumentKind('BE-BRU', 'be_identity_card', 'tenant', 'lease').allowed).toBe(true);
    expect(checkRentalDocumentKind('BE-BRU', 'be_income_proof', 'tenant', 'lease')).toMatchObject({
      allowed: false,
      reason: 'not_in_region',
    });
  });

  it('asks in Wallonia the proof of the last three rents, never a proof of income nor of civil status', () => {
    expect(checkRentalDocumentKind('BE-WAL', 'be_rent_payment_proofs', 'tenant').allowed).toBe(true);
    expect(checkRentalDocumentKind('BE-WAL', 'be_income_proof', 'tenant', 'lease').allowed).toBe(false);
    expect(checkRentalDocumentKind('BE-WAL', 'be_civil_status_certificate', 'tenant', 'lease').allowed).toBe(false);
  });

  it('asks in Flanders a proof of income with the application and no civil status', () => {
    expect(checkRentalDocumentKind('BE-VLG', 'be_income_proof', 'tenant').allowed).toBe(true);
    expect(checkRentalDocumentKind('BE-VLG', 'be_civil_status_certificate', 'tenant', 'lease').allowed).toBe(false);
  });

  it('never takes the French list, nor a guarantor’s document, for a Belgian listing', () => {
    for (const region of ['BE-BRU', 'BE-WAL', 'BE-VLG'] as const) {
      expect(checkRentalDocumentKind(region, 'payslips', 'tenant', 'lease')).toMatchObject({
        allowed: false,
        reason: 'not_in_region',
      });
      for (const kind of kindsOf(region)) {
        expect(checkRentalDocumentKind(region, kind, 'person_guarantor', 'lease').allowed).toBe(false);
      }
    }
  });
});

describe('rental-file document kinds and the applicant-data policy', () => {
  it.each(REGIONS)(
    'asks nothing in %s before the visit, and every kind of the list at the latest for the lease',
    (region) => {
      for (const { kind, roles } of RENTAL_DOCUMENT_LISTS[region]) {
        for (const role of roles) {
          expect(checkRentalDocumentKind(region, kind, role, 'beforeVisit')).toMatchObject({ allowed: false });
          expect(checkRentalDocumentKind(region, kind, role, 'lease')).toMatchObject({ allowed: true });
        }
      }
    },
  );
});

describe('rental-file document kinds in the catalogues', () => {
  const catalogue = (language: string) =>
    JSON.parse(readFileSync(join(__dirname, '../../../locales', language, 'enums.json'), 'utf8')) as {
      rentalDocumentKind: Record<string, string>;
    };

  it.each(['fr', 'nl', 'en'])('labels every kind in %s, the French with the text’s own words', (language) => {
    const labels = catalogue(language).rentalDocumentKind;
    expect(Object.keys(labels).sort()).toEqual([...ALL_RENTAL_DOCUMENT_LISTS].sort());
    if (language === 'fr') {
      for (const rule of RENTAL_DOCUMENT_LISTS.FR) expect(labels[rule.kind]).toBe(rule.wording);
    }
  });
});

describe('the refusals of a rental-file document in the catalogues', () => {
  const documentCodes = ERROR_CODES.filter((code) => code.startsWith('DOCUMENT_'));

  it.each(['fr', 'nl', 'en'])('says each DOCUMENT_ refusal in %s', (language) => {
    const { errors } = JSON.parse(
      readFileSync(join(__dirname, '../../../locales', language, 'global.json'), 'utf8'),
    ) as {
      errors: Record<string, string>;
    };
    expect(documentCodes).toHaveLength(10);
    expect(documentCodes.filter((code) => !errors[code])).toEqual([]);
  });
});
