import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { TwoFactorPage } from './account/two-factor-page.js';
import { applicants } from './applicants/index.js';
import { applications } from './applications/index.js';
import { emailLogs } from './email-logs/index.js';
import { StaffLayout } from './layout/layout.js';
import { darkTheme, lightTheme, storedTheme } from './layout/theme.js';
import { LoginPage } from './login/login-page.js';
import { authProvider, TWO_FACTOR_ROUTE } from './providers/auth-provider.js';
import { dataProvider } from './providers/data-provider.js';
import { i18nProvider } from './providers/i18n-provider.js';
import { reviewers } from './reviewers/index.js';
import { AutoRejectRoute, users } from './users/index.js';

const Dashboard = lazy(() => import('./dashboard/dashboard.js').then((module) => ({ default: module.Dashboard })));

/**
 * The staff panel under `/admin/`, hash-routed (`/admin/#/login`, `/admin/#/applications`, ...). The index opens
 * the applications (the first resource); the statistics live at `/dashboard` as the spec's routes say.
 */
export function App() {
  return (
    <Admin
      title="Panel Administrativo"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={StaffLayout}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={storedTheme()}
      requireAuth
      disableTelemetry
    >
      <Resource name="applications" {...applications} />
      <Resource name="applicants" {...applicants} />
      <Resource name="reviewers" {...reviewers} />
      <Resource name="email-logs" {...emailLogs} />
      <Resource name="users" {...users} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/users/auto-reject" element={<AutoRejectRoute />} />
        <Route path={TWO_FACTOR_ROUTE} element={<TwoFactorPage />} />
      </CustomRoutes>
    </Admin>
  );
}
