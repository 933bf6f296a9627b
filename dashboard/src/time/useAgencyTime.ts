import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useMe } from '../providers/useMe';
import { DEFAULT_TIME_ZONE, formatInZone, type DateStyle } from './agency-time';

/**
 * The signed-in realtor's agency zone and the interface language: every date of the back office is
 * read on the agency's clock, never the browser's. Ops have no agency: Europe/Paris, said on screen.
 */
export function useAgencyTime() {
  const me = useMe();
  const [language] = useLocaleState();
  const timeZone = me?.agency?.timeZone ?? DEFAULT_TIME_ZONE;
  const format = useCallback(
    (instant: string | number | Date, style: DateStyle = 'dateTime', zone = timeZone) =>
      formatInZone(instant, zone, language, style),
    [timeZone, language],
  );
  return { me, ready: me !== null, isOps: me?.user.authType === 'ops', timeZone, language, format };
}
