import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route } from 'react-router';
import { agencies } from './agencies';
import { LoginPage } from './auth/LoginPage';
import { lazyPage } from './layout/lazy-page';
import { NamedLoadingPage } from './layout/Loading';
import { ProLayout } from './layout/ProLayout';
import { ProNotification } from './layout/ProNotification';
import { theme } from './layout/theme';
import { listings } from './listings';
import { authProvider, dataProvider, store, type Permissions } from './providers';
import { users } from './users';
import { messages } from './messages';
import { auditLog } from './audit';
import { candidates } from './candidates';
import { inboundEmails } from './leads';
import { rentalApplications } from './rental-applications';

// Sign-in is the first screen of most visits: everything behind it is fetched when first shown.
const AgendaPage = lazyPage(() => import('./agenda/AgendaPage'), 'AgendaPage');
const AgendaSettingsPage = lazyPage(() => import('./agenda/AgendaSettingsPage'), 'AgendaSettingsPage');
const PrequalificationPage = lazyPage(() => import('./prequalification/PrequalificationPage'), 'PrequalificationPage');
const WidgetPage = lazyPage(() => import('./widget/WidgetPage'), 'WidgetPage');
const PrivacyPage = lazyPage(() => import('./privacy/PrivacyPage'), 'PrivacyPage');
const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');
const ForgotPasswordPage = lazyPage(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const SetPasswordPage = lazyPage(() => import('./auth/SetPasswordPage'), 'SetPasswordPage');
const NotificationPreferencesPage = lazyPage(
  () => import('./preferences/NotificationPreferencesPage'),
  'NotificationPreferencesPage',
);

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    // disableTelemetry: react-admin otherwise pings marmelab.com with our domain from every visitor's browser.
    <Admin
      basename="/pro"
      disableTelemetry
      requireAuth
      title={i18nProvider.translate('app.name')}
      dashboard={Dashboard}
      layout={ProLayout}
      loading={NamedLoadingPage}
      notification={ProNotification}
      loginPage={LoginPage}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      {(permissions: Permissions | undefined) => (
        <>
          {/* Not in the menu's resource items: ProMenu places it right after the agenda. */}
          {permissions !== 'ops' && <Resource name="candidates" {...candidates} />}
          {permissions !== 'ops' && <Resource name="rental-applications" {...rentalApplications} />}
          <Resource name="listings" {...listings} />
          {permissions === 'agent' ? (
            // Agents read their colleagues (agent in charge) but do not manage them.
            <Resource name="users" recordRepresentation={users.recordRepresentation} />
          ) : (
            <Resource name="users" {...users} />
          )}
          {permissions === 'ops' ? (
            <Resource name="agencies" {...agencies} />
          ) : (
            <Resource
              name="agencies"
              list={agencies.list}
              edit={permissions === 'agency_admin' ? agencies.edit : undefined}
              icon={agencies.icon}
            />
          )}
          {permissions !== 'ops' && <Resource name="inbound-emails" {...inboundEmails} />}
          {permissions !== 'agent' && <Resource name="messages" {...messages} />}
          {permissions !== 'agent' && <Resource name="audit-log" {...auditLog} />}
          {/* /pro/visits is the realtor dashboard in the spec. */}
          <CustomRoutes>
            <Route path="/visits" element={<Dashboard />} />
            <Route path="/notification-preferences" element={<NotificationPreferencesPage />} />
            <Route path="/agenda" element={<AgendaPage />} />
            <Route path="/agenda/settings" element={<AgendaSettingsPage />} />
            <Route path="/prequalification" element={<PrequalificationPage />} />
            <Route path="/widget" element={<WidgetPage />} />
            {/* The agency's duties as controller: its admins only (the API refuses agents too). */}
            {permissions === 'agency_admin' && <Route path="/privacy" element={<PrivacyPage />} />}
          </CustomRoutes>
          {/* The pages e-mailed links open, for people who are not signed in yet. */}
          <CustomRoutes noLayout>
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<SetPasswordPage purpose="reset" />} />
            <Route path="/invitation" element={<SetPasswordPage purpose="invitation" />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
