import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import QueueIcon from '@mui/icons-material/Queue';
import QuizIcon from '@mui/icons-material/Quiz';
import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../providers';

/** react-admin's menu of resources, plus the queues board for ops (a page of its own, outside /pro). */
export function ProMenu() {
  const { permissions } = usePermissions<Permissions>();
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      {permissions && permissions !== 'ops' && (
        <>
          <Menu.Item to={`${basename}/agenda`} primaryText="agenda.menu.agenda" leftIcon={<CalendarMonthIcon />} />
          <Menu.Item
            to={`${basename}/agenda/settings`}
            primaryText="agenda.menu.settings"
            leftIcon={<EventBusyIcon />}
          />
          <Menu.Item to={`${basename}/prequalification`} primaryText="prequalification.menu" leftIcon={<QuizIcon />} />
        </>
      )}
      <Menu.ResourceItems />
      {permissions && permissions !== 'ops' && (
        <Menu.Item
          to={`${basename}/notification-preferences`}
          primaryText={translate('preferences.menu')}
          leftIcon={<NotificationsIcon />}
        />
      )}
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
