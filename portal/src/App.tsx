import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from './pages/landing-page.js';
import { LoginPage } from './pages/login-page.js';
import { StaffRedirect } from './pages/staff-redirect.js';

const ApplicationForm = lazy(() => import('./form/index.js'));

/** Hash routes as in the spec (`/#/login`), so the API can serve the portal as plain static files. */
export function App() {
  return (
    <HashRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin/*" element={<StaffRedirect />} />
        <Route path="/formulario/*" element={<Suspense fallback={null}><ApplicationForm /></Suspense>} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </HashRouter>
  );
}
