import type { AuditEntryView } from '@creneau/contracts';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useAgencyTime } from '../time/useAgencyTime';

const FILTER = encodeURIComponent(JSON.stringify({ action: 'ops.read' }));

/** The latest reads of the agency's data by the operator's staff (the audit log's `ops.read` entries). */
export function OperatorReads({ entries, total }: { entries?: AuditEntryView[]; total?: number }) {
  const translate = useTranslate();
  const time = useAgencyTime();
  return (
    <>
      {entries && entries.length === 0 ? (
        <Typography variant="body2">{translate('privacy.opsReads.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {(entries ?? []).map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={time.ready ? time.format(entry.at, 'dateTime') : ''}
                secondary={entry.path ? `${entry.method ?? ''} ${entry.path}` : translate('audit.actions.ops.read')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {(total ?? 0) > 0 && <Link to={`/audit-log?filter=${FILTER}`}>{translate('privacy.opsReads.all')}</Link>}
    </>
  );
}
