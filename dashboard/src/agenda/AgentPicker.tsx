import type { UserView } from '@creneau/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/** An agency admin chooses whose agenda to see among the agency's active realtors. */
export function AgentPicker(props: { value: string; onChange: (agentId: string) => void }) {
  const translate = useTranslate();
  const { data } = useGetList<UserView>('users', {
    filter: { authType: 'realtor', active: true },
    sort: { field: 'lastName', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  const agents = data ?? [];
  return (
    <TextField
      select
      size="small"
      label={translate('agenda.toolbar.agent')}
      value={agents.some((agent) => agent.id === props.value) ? props.value : ''}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {agents.map((agent) => (
        <MenuItem key={agent.id} value={agent.id}>
          {`${agent.firstName} ${agent.lastName}`.trim() || agent.email}
        </MenuItem>
      ))}
    </TextField>
  );
}
