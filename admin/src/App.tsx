import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { Dashboard } from './dashboard/dashboard.js';
import { i18nProvider } from './i18n/i18n-provider.js';

/** The staff panel; react-admin routes by hash (`/admin/#/...`). Resources join as their screens land. */
export function App() {
  return (
    <Admin title="Panel Administrativo" dashboard={Dashboard} i18nProvider={i18nProvider} disableTelemetry>
      <CustomRoutes>
        {/* The spec's address of the statistics dashboard. */}
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
