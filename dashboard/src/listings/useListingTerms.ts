import { legalContext } from '@creneau/contracts';
import { useWatch } from 'react-hook-form';
import { useMe } from '../providers/useMe';

/**
 * The legal vocabulary of the listing being edited: the listing's own country, else its agency's (a new
 * listing takes the agency's). A Belgian listing reads the `_be` keys: garantie locative, PEB/EPC.
 */
export function useListingTerms(): { context: 'be' | undefined; belgian: boolean } {
  const me = useMe();
  const country = useWatch<{ country?: 'FR' | 'BE' }>({ name: 'country' }) ?? me?.agency?.country;
  const context = legalContext(country);
  return { context, belgian: context === 'be' };
}
