import { Typography } from '@mui/material';
import { useGetManyAggregate, useRecordContext, type RaRecord } from 'react-admin';
import { DEFAULT_TIME_ZONE, type DateStyle } from './agency-time';
import { useAgencyTime } from './useAgencyTime';

interface AgencyDateFieldProps {
  source: string;
  /** Where the row names its agency; an agency row carries its own `timeZone`. */
  agencySource?: string;
  style?: DateStyle;
  label?: string;
  sortable?: boolean;
}

/**
 * A date of a row on its agency's clock, in the interface language. A realtor reads their agency's
 * zone; ops, who see every agency, read each row in its own agency's zone (Europe/Paris for rows of
 * no agency), with the zone written next to it.
 */
export function AgencyDateField({ source, agencySource = 'agencyId', style = 'dateTime' }: AgencyDateFieldProps) {
  const record = useRecordContext<RaRecord>();
  const time = useAgencyTime();
  const ownZone = typeof record?.timeZone === 'string' ? record.timeZone : undefined;
  const agencyId = typeof record?.[agencySource] === 'string' ? record[agencySource] : undefined;
  // One request for all the rows of a page: react-admin batches these lookups into one getMany.
  const lookup = time.isOps && !ownZone && agencyId !== undefined;
  const { data } = useGetManyAggregate<RaRecord & { timeZone?: string }>(
    'agencies',
    { ids: agencyId ? [agencyId] : [] },
    { enabled: lookup },
  );
  const value = record?.[source] as string | undefined;
  // Nothing rather than a time in the wrong zone while the zone is still unknown.
  if (!value || !time.ready || (lookup && !data)) return null;
  const zone = ownZone ?? (lookup ? (data?.[0]?.timeZone ?? DEFAULT_TIME_ZONE) : time.timeZone);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {time.format(value, style, zone)}
      {time.isOps && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {`(${zone})`}
        </Typography>
      )}
    </Typography>
  );
}
