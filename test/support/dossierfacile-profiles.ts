import { EICAR, jpegPhoto } from './images';

/** A tiny one-page PDF; `catalog` adds entries to its catalog (a script, for a refused one). */
export function onePagePdf(label: string, catalog = ''): Buffer {
  return Buffer.from(
    `%PDF-1.7\n% ${label}\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n' +
      'trailer << /Root 1 0 R /Size 4 >>\n%%EOF\n',
    'latin1',
  );
}

/** A profile as DossierFacile answers it, and the bytes of its documents by download token or URL path. */
export interface SampleProfile {
  profile: Record<string, unknown>;
  files: Map<string, Buffer>;
}

interface Doc {
  id: number;
  category: string;
  sub?: string;
  monthlySum?: number;
  status?: string;
  noDocument?: boolean;
  /** Served by the old API's watermarked URL (`name`) instead of a download token. */
  byUrl?: boolean;
  bytes?: Buffer;
}

function documents(apiUrl: string, files: Map<string, Buffer>, docs: Doc[]) {
  return docs.map(({ id, category, sub, monthlySum, status = 'VALIDATED', noDocument, byUrl, bytes }) => {
    const key = byUrl ? `/api/document/resource/doc-${id}.pdf` : `token-${id}`;
    if (!noDocument) files.set(key, bytes ?? onePagePdf(`${category} ${sub ?? ''} ${id}`));
    return {
      id,
      documentCategory: category,
      documentSubCategory: sub,
      noDocument: noDocument ?? false,
      monthlySum,
      documentStatus: status,
      ...(noDocument ? {} : byUrl ? { name: `${apiUrl}${key}` } : { token: key }),
    };
  });
}

/**
 * A couple (Camille and Sacha Martin) with a Visale guarantor: every tenant document maps onto the
 * decree; Visale's certificate has no kind in our lists and is reported. Sacha's passport is a phone photo.
 */
export async function coupleWithVisale(apiUrl: string): Promise<SampleProfile> {
  const files = new Map<string, Buffer>();
  const profile = {
    connectedTenantId: 101,
    apartmentSharing: {
      id: 11,
      applicationType: 'COUPLE',
      status: 'VALIDATED',
      tenants: [
        {
          id: 101,
          firstName: 'Camille',
          lastName: 'Martin',
          tenantType: 'CREATE',
          status: 'VALIDATED',
          documents: documents(apiUrl, files, [
            { id: 1011, category: 'IDENTIFICATION', sub: 'FRENCH_IDENTITY_CARD' },
            { id: 1012, category: 'RESIDENCY', sub: 'TENANT' },
            { id: 1013, category: 'PROFESSIONAL', sub: 'CDI' },
            { id: 1014, category: 'FINANCIAL', sub: 'SALARY', monthlySum: 2450 },
            { id: 1015, category: 'TAX', sub: 'MY_NAME' },
          ]),
          guarantors: [
            {
              id: 501,
              typeGuarantor: 'ORGANISM',
              documents: documents(apiUrl, files, [
                { id: 5011, category: 'GUARANTEE_PROVIDER_CERTIFICATE', sub: 'VISALE' },
              ]),
            },
          ],
        },
        {
          id: 102,
          firstName: 'Sacha',
          lastName: 'Martin',
          tenantType: 'JOIN',
          documents: documents(apiUrl, files, [
            { id: 1021, category: 'IDENTIFICATION', sub: 'FRENCH_PASSPORT', bytes: await jpegPhoto(1200, 1600) },
            { id: 1022, category: 'PROFESSIONAL', sub: 'CDD' },
            { id: 1023, category: 'FINANCIAL', sub: 'SALARY', monthlySum: 1800 },
            { id: 1024, category: 'FINANCIAL', sub: 'SOCIAL_SERVICE', monthlySum: 150 },
          ]),
          guarantors: [],
        },
      ],
    },
  };
  return { profile, files };
}

/**
 * A student (Léa Dubois) living with her parents, her mother as guarantor. The mother's documents come
 * by the old API's URLs. The parents' tax notice is a third person's: reported, not imported.
 */
export function studentWithParent(apiUrl: string): SampleProfile {
  const files = new Map<string, Buffer>();
  const profile = {
    connectedTenantId: 201,
    apartmentSharing: {
      id: 21,
      applicationType: 'ALONE',
      status: 'TO_PROCESS',
      tenants: [
        {
          id: 201,
          firstName: 'Léa',
          lastName: 'Dubois',
          tenantType: 'CREATE',
          documents: documents(apiUrl, files, [
            { id: 2011, category: 'IDENTIFICATION', sub: 'FRENCH_IDENTITY_CARD' },
            { id: 2012, category: 'RESIDENCY', sub: 'GUEST_PARENTS' },
            { id: 2013, category: 'PROFESSIONAL', sub: 'STUDENT', status: 'TO_PROCESS' },
            { id: 2014, category: 'FINANCIAL', sub: 'SCHOLARSHIP', monthlySum: 450 },
            { id: 2015, category: 'TAX', sub: 'MY_PARENTS' },
          ]),
          guarantors: [
            {
              id: 601,
              typeGuarantor: 'NATURAL_PERSON',
              firstName: 'Nathalie',
              lastName: 'Dubois',
              documents: documents(apiUrl, files, [
                { id: 6011, category: 'IDENTIFICATION', sub: 'FRENCH_IDENTITY_CARD', byUrl: true },
                { id: 6012, category: 'RESIDENCY', sub: 'OWNER', byUrl: true },
                { id: 6013, category: 'PROFESSIONAL', sub: 'PUBLIC', byUrl: true },
                { id: 6014, category: 'FINANCIAL', sub: 'SALARY', monthlySum: 3200, byUrl: true },
                { id: 6015, category: 'TAX', sub: 'MY_NAME', byUrl: true },
              ]),
            },
          ],
        },
      ],
    },
  };
  return { profile, files };
}

/**
 * A file holding what we must refuse: categories with no lawful kind, a kind not for a guarantor, a
 * document DossierFacile declined, and downloads the upload validation refuses (EICAR, a scripted PDF).
 * Its company guarantor's proof of legal existence is the one lawful document of the guarantor.
 */
export function profileWithRefusals(apiUrl: string): SampleProfile {
  const files = new Map<string, Buffer>();
  const profile = {
    connectedTenantId: 301,
    apartmentSharing: {
      id: 31,
      applicationType: 'ALONE',
      tenants: [
        {
          id: 301,
          firstName: 'Yanis',
          lastName: 'Benali',
          tenantType: 'CREATE',
          documents: documents(apiUrl, files, [
            { id: 3011, category: 'IDENTIFICATION', sub: 'OTHER_IDENTIFICATION' },
            {
              id: 3012,
              category: 'IDENTIFICATION',
              sub: 'DRIVERS_LICENSE',
              bytes: Buffer.concat([onePagePdf('licence'), EICAR]),
            },
            { id: 3013, category: 'RESIDENCY', sub: 'TENANT', status: 'DECLINED' },
            { id: 3014, category: 'PROFESSIONAL', sub: 'STAY_AT_HOME_PARENT' },
            {
              id: 3015,
              category: 'FINANCIAL',
              sub: 'SALARY',
              monthlySum: 1200,
              bytes: onePagePdf('payslip', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
            },
            { id: 3016, category: 'TAX', sub: 'OTHER_TAX', noDocument: true },
            { id: 3017, category: 'BANK_STATEMENT', sub: 'ACCOUNT_HISTORY' },
          ]),
          guarantors: [
            {
              id: 701,
              typeGuarantor: 'NATURAL_PERSON',
              firstName: 'Karim',
              lastName: 'Benali',
              documents: documents(apiUrl, files, [
                { id: 7011, category: 'PROFESSIONAL', sub: 'STUDENT' },
                { id: 7012, category: 'RESIDENCY', sub: 'GUEST' },
              ]),
            },
            {
              id: 702,
              typeGuarantor: 'LEGAL_PERSON',
              legalPersonName: 'Benali Transports SARL',
              documents: documents(apiUrl, files, [
                { id: 7021, category: 'IDENTIFICATION_LEGAL_PERSON', sub: 'LEGAL_PERSON' },
                { id: 7022, category: 'IDENTIFICATION', sub: 'FRENCH_IDENTITY_CARD' },
              ]),
            },
          ],
        },
      ],
    },
  };
  return { profile, files };
}
