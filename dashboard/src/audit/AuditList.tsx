import type { AuditEntryView } from '@creneau/contracts';
import { Box } from '@mui/material';
import { Datagrid, FunctionField, List, ReferenceField, SimpleList } from 'react-admin';
import { useIsPhone } from '../layout/useIsPhone';
import { AgencyDateField } from '../time/AgencyDateField';
import { AuditActionField } from './AuditActionField';

const request = (entry: AuditEntryView) => (entry.path ? `${entry.method} ${entry.path} → ${entry.status}` : '');

/** On a phone: what happened and when, then who; the request wraps instead of widening the page. */
function PhoneAudit() {
  return (
    <SimpleList<AuditEntryView>
      primaryText={() => <AuditActionField />}
      secondaryText={() => <ReferenceField source="actorUserId" reference="users" link={false} emptyText="—" />}
      tertiaryText={() => <AgencyDateField source="at" />}
      rowSx={() => ({ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } })}
      linkType={false}
    />
  );
}

/** Who did what and as whom: the actor stays the ops user while masquerading. */
export function AuditList() {
  const isPhone = useIsPhone();
  return (
    <List sort={{ field: 'at', order: 'DESC' }}>
      {isPhone ? (
        <PhoneAudit />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <AgencyDateField source="at" />
          <AuditActionField source="action" sortable={false} />
          <ReferenceField source="actorUserId" reference="users" link={false} emptyText="—" />
          <ReferenceField source="effectiveUserId" reference="users" link={false} emptyText="—" />
          <FunctionField<AuditEntryView>
            label="resources.audit-log.fields.request"
            render={(entry) => <Box sx={{ overflowWrap: 'anywhere' }}>{request(entry)}</Box>}
          />
        </Datagrid>
      )}
    </List>
  );
}
