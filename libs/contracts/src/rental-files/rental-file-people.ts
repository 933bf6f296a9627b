import type { Region } from '../applicant-data/regions';

/**
 * What a person of a rental file does for a living, as the file declares it (décret n° 2015-1437, annexe I,
 * III lists the proofs per situation; the situation itself is declared). Labels in enums:professionalSituation.
 */
export const PROFESSIONAL_SITUATIONS = [
  'permanent_employee',
  'fixed_term_employee',
  'civil_servant',
  'self_employed',
  'student',
  'apprentice',
  'retired',
  'job_seeker',
  'without_activity',
  'other',
] as const;
export type ProfessionalSituation = (typeof PROFESSIONAL_SITUATIONS)[number];

/**
 * An organisation standing guarantor: Visale (Action Logement's free guarantee), a rent-guarantee insurer
 * (GLI), or another legal person (an employer, a company). Labels in enums:guarantorOrganisation.
 */
export const GUARANTOR_ORGANISATIONS = ['visale', 'rent_guarantee_insurer', 'company', 'other'] as const;
export type GuarantorOrganisation = (typeof GUARANTOR_ORGANISATIONS)[number];

/**
 * The organisations that can stand guarantor for a lease in a region. Visale is Action Logement's scheme
 * for homes let in France (visale.fr: the home must be in France), so a Belgian listing neither offers it
 * nor counts it; Belgium has no public equivalent (rent guarantees there are deposits and private
 * insurance or sureties, which the other kinds cover).
 */
export function guarantorOrganisationsFor(region: Region): readonly GuarantorOrganisation[] {
  return region === 'FR' ? GUARANTOR_ORGANISATIONS : GUARANTOR_ORGANISATIONS.filter((kind) => kind !== 'visale');
}

/** Currencies a declared income may be in: the euro, and the usual ones of expats' salaries. */
export const INCOME_CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD'] as const;
export type IncomeCurrency = (typeof INCOME_CURRENCIES)[number];

/** A file holds one main tenant, co-tenants and guarantors: at most this many people in all. */
export const MAX_RENTAL_FILE_PEOPLE = 8;
