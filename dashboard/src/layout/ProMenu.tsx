import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import QueueIcon from '@mui/icons-material/Queue';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import QuizIcon from '@mui/icons-material/Quiz';
import WidgetsIcon from '@mui/icons-material/Widgets';
import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import { Menu, useBasename, usePermissions, useResourceDefinitions, useTranslate } from 'react-admin';
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
          {/* The page an agent opens first after the agenda (issue 20). */}
          <Menu.ResourceItem name="candidates" />
          <Menu.ResourceItem name="rental-applications" />
          <Menu.Item
            to={`${basename}/agenda/settings`}
            primaryText="agenda.menu.settings"
            leftIcon={<EventBusyIcon />}
          />
          <Menu.Item to={`${basename}/prequalification`} primaryText="prequalification.menu" leftIcon={<QuizIcon />} />
          <Menu.Item to={`${basename}/widget`} primaryText="widget.menu" leftIcon={<WidgetsIcon />} />
        </>
      )}
      <ResourceItemsBut names={['candidates', 'rental-applications']} />
      {permissions === 'agency_admin' && (
        <Menu.Item to={`${basename}/privacy`} primaryText="privacy.menu" leftIcon={<PrivacyTipIcon />} />
      )}
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

/** react-admin's resource items but one, which the menu places itself. */
function ResourceItemsBut({ names }: { names: readonly string[] }) {
  const resources = useResourceDefinitions();
  return (
    <>
      {Object.keys(resources)
        .filter((resource) => !names.includes(resource) && resources[resource].hasList)
        .map((resource) => (
          <Menu.ResourceItem key={resource} name={resource} />
        ))}
    </>
  );
}
