import QueueIcon from '@mui/icons-material/Queue';
import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../providers';

/** react-admin's menu of resources, plus the queues board for ops (a page of its own, outside /pro). */
export function ProMenu() {
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions === 'ops' && (
        <MenuItem component="a" href="/api/ops/queues">
          <ListItemIcon>
            <QueueIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('menu.queues')}</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
