import type { Region } from '../applicant-data/regions';
import { guarantorOrganisationsFor, type GuarantorOrganisation } from './rental-file-people';
import type { RentalPersonRole } from './document-kinds';

/** The usual rule of thumb of French lettings: the tenants' income covers three times the rent. */
export const SOLVENCY_INCOME_RATIO = 3;

/** What the solvency indicator reads of a person. Incomes in another currency are left out, not converted. */
export interface SolvencyPerson {
  role: RentalPersonRole;
  monthlyIncomeCents: number | null;
  currency: string;
  organisationType: GuarantorOrganisation | null;
}

/**
 * An indicator shown to the agent, never a decision: the product does not refuse anyone on it (the agent
 * decides, and a refusal has its own reasons). `basis` says what backs the file: the tenants' income at
 * least three times the rent (charges included), a guarantor, both, or neither; `unknown` without a rent.
 */
export interface SolvencyIndicator {
  rentCents: number | null;
  tenantsIncomeCents: number;
  /** Income over rent, two decimals; null without a rent. */
  ratio: number | null;
  incomeCoversRent: boolean | null;
  guarantors: ('person' | GuarantorOrganisation)[];
  basis: 'income' | 'guarantor' | 'income_and_guarantor' | 'neither' | 'unknown';
}

/** An organisation that cannot guarantee a lease in the listing's region (Visale in Belgium) is not counted. */
export function solvencyIndicator(
  rentCents: number | null,
  people: readonly SolvencyPerson[],
  region: Region,
): SolvencyIndicator {
  const organisations = guarantorOrganisationsFor(region);
  const tenantsIncomeCents = people
    .filter((person) => person.role === 'tenant' && person.currency === 'EUR')
    .reduce((sum, person) => sum + (person.monthlyIncomeCents ?? 0), 0);
  const guarantors = people.flatMap((person) =>
    person.role === 'person_guarantor'
      ? (['person'] as const)
      : person.role === 'organisation_guarantor' &&
          person.organisationType &&
          organisations.includes(person.organisationType)
        ? [person.organisationType]
        : [],
  );
  const ratio = rentCents && rentCents > 0 ? Math.round((tenantsIncomeCents / rentCents) * 100) / 100 : null;
  const incomeCoversRent = ratio === null ? null : tenantsIncomeCents >= SOLVENCY_INCOME_RATIO * (rentCents ?? 0);
  const basis =
    incomeCoversRent === null && guarantors.length === 0
      ? 'unknown'
      : incomeCoversRent && guarantors.length > 0
        ? 'income_and_guarantor'
        : incomeCoversRent
          ? 'income'
          : guarantors.length > 0
            ? 'guarantor'
            : 'neither';
  return { rentCents, tenantsIncomeCents, ratio, incomeCoversRent, guarantors, basis };
}
