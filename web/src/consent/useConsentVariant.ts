import type { ConsentTextVariant } from '@creneau/contracts';
import { usePublicConfig } from '../lib/public-config';

/**
 * The banner names audience measurement only when the install has it (ANALYTICS_ENDPOINT); null while the
 * settings load, so that nobody accepts a service the text they read did not name.
 */
export function useConsentVariant(): ConsentTextVariant | null {
  const config = usePublicConfig();
  if (!config) return null;
  return config.analytics ? 'analytics' : 'essential';
}
