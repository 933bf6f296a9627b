import { legalContext } from '@creneau/contracts';

type T = (key: string, values?: Record<string, string>) => string;

export interface AgencyIdentity {
  name: string;
  country: 'FR' | 'BE';
  /** Street, postcode and town, as one line. */
  address: string;
  professionalCard: string | null;
  ipi: string | null;
}

/**
 * Who sends, as every e-mail footer must say it: the agency's name and address, and its professional
 * card number in France (loi Hoguet, décret 72-678 art. 92) or its IPI/BIV number in Belgium.
 */
export function legalLine(t: T, agency: AgencyIdentity): string {
  const number = agency.country === 'BE' ? agency.ipi : agency.professionalCard;
  const context = legalContext(agency.country);
  const card = number && t('visit.legal.card', context ? { number, context } : { number });
  return [agency.name, agency.address, card].filter(Boolean).join(' · ');
}
