import type { Region } from './regions';

/**
 * How a rental application's resources are read. Never a verdict: the agent decides, and no rule here
 * may refuse an applicant on its own.
 * - 'allResources' (Belgium): every resource counts, whatever its origin (wages, allowances, CPAS
 *   integration income, savings, a guarantee), and no fixed multiple of the rent is required. Brussels:
 *   Code bruxellois du Logement, art. 200ter (the origin of resources is no reason to refuse). Wallonia
 *   and Flanders: Unia's cases (a "three times the rent" rule and refusing alternative incomes exclude
 *   solvent applicants: discrimination on wealth); the strictest known rule applies there too.
 * - 'threeTimesRentOrGuarantor' (France): resources of about three times the rent, or a guarantor
 *   (a person, Visale, rent-guarantee insurance), as the usual indication; never a verdict.
 */
export type SolvencyRule = 'allResources' | 'threeTimesRentOrGuarantor';

export function solvencyRuleOf(region: Region): SolvencyRule {
  return region === 'FR' ? 'threeTimesRentOrGuarantor' : 'allResources';
}

export const RESOURCE_KINDS = ['income', 'allowance', 'integrationIncome', 'savings', 'guarantee', 'other'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** One resource: monthly (wages, allowances) or a sum available once (savings, a guarantee). */
export interface Resource {
  kind: ResourceKind;
  amount: number;
  per: 'month' | 'once';
}

export interface SolvencyInput {
  monthlyRent: number;
  resources: readonly Resource[];
  /** A guarantor of any kind (a person, Visale, an insurance, a bank guarantee). */
  hasGuarantor: boolean;
}

export interface SolvencyIndication {
  rule: SolvencyRule;
  /** Every monthly resource, whatever its kind. */
  monthly: number;
  /** Sums available once (savings, guarantees). */
  available: number;
  /** The monthly resources the rule compares with the rent; null where the region sets no threshold. */
  threshold: number | null;
  /** 'meets' or 'below' the threshold, 'guarantor' when one stands in; 'noThreshold' in Belgium. */
  indication: 'meets' | 'below' | 'guarantor' | 'noThreshold';
  /** Always false: an indication helps the agent, it never decides. */
  decides: false;
}

const sum = (resources: readonly Resource[], per: Resource['per']) =>
  resources.filter((resource) => resource.per === per).reduce((total, resource) => total + resource.amount, 0);

export function solvencyIndication(region: Region, input: SolvencyInput): SolvencyIndication {
  const rule = solvencyRuleOf(region);
  const monthly = sum(input.resources, 'month');
  const available = sum(input.resources, 'once');
  if (rule === 'allResources') {
    return { rule, monthly, available, threshold: null, indication: 'noThreshold', decides: false };
  }
  const threshold = 3 * input.monthlyRent;
  const indication = monthly >= threshold ? 'meets' : input.hasGuarantor ? 'guarantor' : 'below';
  return { rule, monthly, available, threshold, indication, decides: false };
}
