import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { Route } from 'react-router';
import { Dashboard } from './dashboard/Dashboard';
import { ProLayout } from './layout/ProLayout';
import { theme } from './layout/theme';
import { dataProvider, store } from './providers';

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    // disableTelemetry: react-admin otherwise pings marmelab.com with our domain from every visitor's browser.
    <Admin
      basename="/pro"
      disableTelemetry
      title={i18nProvider.translate('app.name')}
      dashboard={Dashboard}
      layout={ProLayout}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      {/* /pro/visits is the realtor dashboard in the spec. It also keeps react-admin from showing its
          "Welcome to react-admin" screen while the admin has no resource yet. */}
      <CustomRoutes>
        <Route path="/visits" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
