import { Datagrid, FunctionField, List, ReferenceField } from 'react-admin';
import { AgencyDateField } from '../time/AgencyDateField';
import { AuditActionField } from './AuditActionField';

interface AuditRow {
  method: string | null;
  path: string | null;
  status: number | null;
}

/** Who did what and as whom: the actor stays the ops user while masquerading. */
export function AuditList() {
  return (
    <List sort={{ field: 'at', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <AgencyDateField source="at" />
        <AuditActionField source="action" sortable={false} />
        <ReferenceField source="actorUserId" reference="users" link={false} emptyText="—" />
        <ReferenceField source="effectiveUserId" reference="users" link={false} emptyText="—" />
        <FunctionField<AuditRow>
          label="resources.audit-log.fields.request"
          render={(entry) => (entry.path ? `${entry.method} ${entry.path} → ${entry.status}` : '')}
        />
      </Datagrid>
    </List>
  );
}
