import { lazy, useState } from 'react';
import { createHashRouter, Route, RouterProvider } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { applicants } from './applicants/index.js';
import { applications } from './applications/index.js';
import { awards, waitingList } from './awards/index.js';
import { dataRequests } from './data-requests/index.js';
import { emailLogs } from './email-logs/index.js';
import { StaffLayout } from './layout/layout.js';
import { darkTheme, lightTheme, storedTheme } from './layout/theme.js';
import { LoginPage } from './login/login-page.js';
import { authProvider, TWO_FACTOR_ROUTE } from './providers/auth-provider.js';
import { dataProvider } from './providers/data-provider.js';
import { i18nProvider } from './providers/i18n-provider.js';
import { reviewers } from './reviewers/index.js';
import { AutoRejectRoute, users } from './users/index.js';

// Every screen is loaded when first opened (the resources' lists too): the login loads only what it renders.
const Dashboard = lazy(() => import('./dashboard/dashboard.js').then((module) => ({ default: module.Dashboard })));
const RetentionRoute = lazy(() => import('./retention/retention-view.js').then((module) => ({ default: module.RetentionRoute })));
const TwoFactorPage = lazy(() => import('./account/two-factor-page.js').then((module) => ({ default: module.TwoFactorPage })));

/**
 * The staff panel under `/admin/`, hash-routed (`/admin/#/login`, `/admin/#/applications`, ...). The index opens
 * the applications (the first resource); the statistics live at `/dashboard` as the spec's routes say.
 */
function StaffAdmin() {
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
      <Resource name="awards" {...awards} />
      <Resource name="waiting-list" {...waitingList} />
      <Resource name="applicants" {...applicants} />
      <Resource name="reviewers" {...reviewers} />
      <Resource name="emails" {...emailLogs} />
      <Resource name="users" {...users} />
      <Resource name="data-requests" {...dataRequests} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/users/auto-reject" element={<AutoRejectRoute />} />
        <Route path="/retention" element={<RetentionRoute />} />
        <Route path={TWO_FACTOR_ROUTE} element={<TwoFactorPage />} />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * The panel's own hash router, its navigations applied at once rather than as React transitions (react-admin's default
 * router makes them transitions). Without a session, react-admin's logout navigates to the login and resets its
 * queries in the same tick; the reset re-runs the auth check, whose failure calls the logout again. As a transition,
 * the navigation would keep yielding to those urgent renders: seconds of redirects filling the history before the
 * login shows.
 */
export function App() {
  // Created on the first render, so it starts from the address main.tsx settled on.
  const [router] = useState(() => createHashRouter([{ path: '*', element: <StaffAdmin /> }]));
  return <RouterProvider router={router} useTransitions={false} />;
}
