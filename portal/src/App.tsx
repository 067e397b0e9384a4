import { lazy, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './pages/account/login-page.js';
import { LandingPage } from './pages/landing-page.js';
import { StaffRedirect } from './pages/staff-redirect.js';
import { RequireApplicant } from './session/require-applicant.js';

// Route-level splitting: the landing loads none of these until they are visited. The login is a few KB once its
// schemas load on demand, and in the entry it paints without a second round trip.
const loadForm = () => import('./form/index.js');
const ApplicationForm = lazy(loadForm);
const loadDashboard = () => import('./pages/dashboard/dashboard-page.js');
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
const loadExam = () => import('./pages/exam/exam-page.js');
const ExamPage = lazy(() => loadExam().then((m) => ({ default: m.ExamPage })));
const RegisterPage = lazy(() => import('./pages/account/register-page.js').then((m) => ({ default: m.RegisterPage })));
const TransparencyPage = lazy(() => import('./pages/transparency-page.js').then((m) => ({ default: m.TransparencyPage })));
const ContactPage = lazy(() => import('./pages/contact-page.js').then((m) => ({ default: m.ContactPage })));
const ForgotPasswordPage = lazy(() => import('./pages/account/password-reset-pages.js').then((m) => ({ default: m.ForgotPasswordPage })));
const RemindersOptOutPage = lazy(() => import('./pages/account/reminders-opt-out-page.js').then((m) => ({ default: m.RemindersOptOutPage })));
const PrivacyPage = lazy(() => import('./pages/privacy/privacy-page.js').then((m) => ({ default: m.PrivacyPage })));
const loadMyData = () => import('./pages/my-data/my-data-page.js');
const MyDataPage = lazy(() => loadMyData().then((m) => ({ default: m.MyDataPage })));
const Toasts = lazy(() => import('./components/toasts.js'));
// Loaded with the first signed-in screen: the expiry warning and the login-again modal.
const SessionKeeper = lazy(() => import('./session/session-keeper.js'));
const loadRepresentativeForm = () => import('./pages/legal-representative/representative-form-page.js');
const RepresentativeFormPage = lazy(() => loadRepresentativeForm().then((m) => ({ default: m.RepresentativeFormPage })));
const RepresentativeConfirmPage = lazy(() => import('./pages/legal-representative/representative-confirm-page.js').then((m) => ({ default: m.RepresentativeConfirmPage })));
const ResetPasswordPage = lazy(() => import('./pages/account/password-reset-pages.js').then((m) => ({ default: m.ResetPasswordPage })));

/**
 * A signed-in screen: its chunk is asked for with the session keeper's (`preload`, the same import the lazy page makes,
 * which the browser fetches once), not only once the keeper has loaded and rendered it.
 */
const guarded = (page: React.ReactNode, preload: () => Promise<unknown>) => (
  <RequireApplicant>
    <Preload load={preload} />
    <SessionKeeper>{page}</SessionKeeper>
  </RequireApplicant>
);

function Preload({ load }: { load: () => Promise<unknown> }) {
  void load();
  return null;
}

/** Hash routes as in the spec (`/#/login`), so the API can serve the portal as plain static files. */
export function App() {
  return (
    <HashRouter>
      <Suspense fallback={<p className="page-loading">Cargando...</p>}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/Home" element={<Navigate to="/" replace />} />
          <Route path="/postulacion" element={<Navigate to="/registro" replace />} />
          <Route path="/contacto" element={<ContactPage />} />
          <Route path="/transparencia" element={<TransparencyPage />} />
          <Route path="/registro" element={<RegisterPage />} />
          <Route path="/privacidad" element={<PrivacyPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/recuperar" element={<ForgotPasswordPage />} />
          <Route path="/restablecer" element={<ResetPasswordPage />} />
          <Route path="/recordatorios/baja" element={<RemindersOptOutPage />} />
          <Route path="/dashboard" element={guarded(<DashboardPage />, loadDashboard)} />
          <Route path="/user/dashboard" element={<Navigate to="/dashboard" replace />} />
          <Route path="/evaluacion" element={guarded(<ExamPage />, loadExam)} />
          <Route path="/mis-datos" element={guarded(<MyDataPage />, loadMyData)} />
          <Route path="/formulario/*" element={guarded(<ApplicationForm />, loadForm)} />
          <Route path="/representante-legal" element={guarded(<RepresentativeFormPage />, loadRepresentativeForm)} />
          <Route path="/representante/:token" element={<RepresentativeConfirmPage />} />
          <Route path="/admin/*" element={<StaffRedirect />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </HashRouter>
  );
}
