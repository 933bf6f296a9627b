import { DossierFacileError } from './dossier-facile.errors';
import type { DfcApartmentSharing, DfcDocument, DfcGuarantor, DfcProfile, DfcTenant } from './dossier-facile.shapes';

type Json = Record<string, unknown>;

class ShapeError extends Error {}

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function record(value: unknown, path: string): Json {
  if (!isRecord(value)) throw new ShapeError(`${path} is not an object`);
  return value;
}

function id(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new ShapeError(`${path} is not an id`);
  return value;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '') throw new ShapeError(`${path} is not a string`);
  return value;
}

// Absent and null are the same to Jackson's NON_NULL: both mean "not given".
function optionalText(value: unknown, path: string): string | undefined {
  return value === undefined || value === null ? undefined : text(value, path);
}

// A list DossierFacile leaves out when empty (NON_NULL), or an array of what `item` reads.
function list<T>(value: unknown, path: string, item: (entry: unknown, path: string) => T): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ShapeError(`${path} is not a list`);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

function document(value: unknown, path: string): DfcDocument {
  const json = record(value, path);
  const monthlySum = json.monthlySum;
  if (monthlySum !== undefined && monthlySum !== null) {
    if (typeof monthlySum !== 'number' || !Number.isSafeInteger(monthlySum) || monthlySum < 0) {
      throw new ShapeError(`${path}.monthlySum is not a whole number of euros`);
    }
  }
  return {
    id: id(json.id, `${path}.id`),
    documentCategory: text(json.documentCategory, `${path}.documentCategory`),
    documentSubCategory: optionalText(json.documentSubCategory, `${path}.documentSubCategory`),
    noDocument: json.noDocument === true,
    monthlySum: typeof monthlySum === 'number' ? monthlySum : undefined,
    documentStatus: optionalText(json.documentStatus, `${path}.documentStatus`),
    token: optionalText(json.token, `${path}.token`),
    name: optionalText(json.name, `${path}.name`),
  };
}

function guarantor(value: unknown, path: string): DfcGuarantor {
  const json = record(value, path);
  return {
    id: id(json.id, `${path}.id`),
    typeGuarantor: text(json.typeGuarantor, `${path}.typeGuarantor`),
    firstName: optionalText(json.firstName, `${path}.firstName`),
    lastName: optionalText(json.lastName, `${path}.lastName`),
    legalPersonName: optionalText(json.legalPersonName, `${path}.legalPersonName`),
    documents: list(json.documents, `${path}.documents`, document),
  };
}

function tenant(value: unknown, path: string): DfcTenant {
  const json = record(value, path);
  return {
    id: id(json.id, `${path}.id`),
    firstName: optionalText(json.firstName, `${path}.firstName`),
    lastName: optionalText(json.lastName, `${path}.lastName`),
    preferredName: optionalText(json.preferredName, `${path}.preferredName`),
    tenantType: optionalText(json.tenantType, `${path}.tenantType`),
    documents: list(json.documents, `${path}.documents`, document),
    guarantors: list(json.guarantors, `${path}.guarantors`, guarantor),
  };
}

function apartmentSharing(value: unknown, path: string): DfcApartmentSharing {
  const json = record(value, path);
  const tenants = list(json.tenants, `${path}.tenants`, tenant);
  if (tenants.length === 0) throw new ShapeError(`${path}.tenants is empty`);
  return {
    id: id(json.id, `${path}.id`),
    applicationType: text(json.applicationType, `${path}.applicationType`),
    status: optionalText(json.status, `${path}.status`),
    tenants,
  };
}

/**
 * Reads the profile DossierFacile answered, checking every field the import uses: a body of another
 * shape is refused whole (DOSSIERFACILE_MALFORMED_RESPONSE naming the field), never half-imported.
 */
export function parseDossierFacileProfile(body: unknown): DfcProfile {
  try {
    const json = record(body, 'profile');
    const profile = {
      connectedTenantId: id(json.connectedTenantId, 'connectedTenantId'),
      apartmentSharing: apartmentSharing(json.apartmentSharing, 'apartmentSharing'),
    };
    if (!profile.apartmentSharing.tenants.some(({ id: tenantId }) => tenantId === profile.connectedTenantId)) {
      throw new ShapeError('connectedTenantId is none of apartmentSharing.tenants');
    }
    return profile;
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    throw new DossierFacileError('DOSSIERFACILE_MALFORMED_RESPONSE', `DossierFacile profile: ${error.message}`);
  }
}
