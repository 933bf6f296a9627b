/**
 * The JSON DossierFacile Connect answers at GET /dfc/tenant/profile (ConnectedTenantModel of
 * MTES-MCT/dossierfacile-backend, dossierfacile-api-tenant, model/dfc): only the fields the import reads.
 * Enumerations are kept as strings: DossierFacile adds values over time, and a value we do not know must
 * reach the mapping (which skips and reports it), not fail the whole profile. docs/integrations/dossierfacile.md
 */
export interface DfcProfile {
  connectedTenantId: number;
  apartmentSharing: DfcApartmentSharing;
}

export interface DfcApartmentSharing {
  id: number;
  /** ALONE, COUPLE or GROUP (a flat share). */
  applicationType: string;
  /** The file's status at DossierFacile: TO_PROCESS, VALIDATED, DECLINED, INCOMPLETE, ARCHIVED… */
  status?: string;
  tenants: DfcTenant[];
}

export interface DfcTenant {
  id: number;
  firstName?: string;
  lastName?: string;
  preferredName?: string;
  /** CREATE for whoever opened the file, JOIN for a co-tenant invited into it. */
  tenantType?: string;
  documents: DfcDocument[];
  guarantors: DfcGuarantor[];
}

export interface DfcGuarantor {
  id: number;
  /** NATURAL_PERSON, ORGANISM (Visale, a rent-guarantee provider) or LEGAL_PERSON (a company). */
  typeGuarantor: string;
  firstName?: string;
  lastName?: string;
  legalPersonName?: string;
  documents: DfcDocument[];
}

export interface DfcDocument {
  id: number;
  documentCategory: string;
  documentSubCategory?: string;
  /** The person declared they have no such document (then `customText` explains why). */
  noDocument?: boolean;
  /** Declared monthly amount of a resources document, in whole euros. */
  monthlySum?: number;
  /** TO_PROCESS, VALIDATED or DECLINED by DossierFacile's operators. */
  documentStatus?: string;
  /** The download token of /dfc/api/v1/tenants/{tenantId}/documents/{token} (newer API). */
  token?: string;
  /** The watermarked document's URL under DossierFacile's API (older API: `name`). */
  name?: string;
}
