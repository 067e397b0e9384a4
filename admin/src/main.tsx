import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { session } from './providers/session.js';

/**
 * Where the panel opens: the portal's old `/#/admin/...` links land here as `/admin/#/admin/...` (the repeated prefix
 * dropped), and without a session at the login at once, since every other screen would only send there after an auth
 * round. Replaced, not pushed: Back leaves the panel rather than returning to a redirect.
 */
function openingHash(hash: string): string {
  const asked = hash.startsWith('#/admin/') ? `#/${hash.slice('#/admin/'.length)}` : hash;
  return session.exists() || asked.startsWith('#/login') ? asked : '#/login';
}
const opening = openingHash(window.location.hash);
if (opening !== window.location.hash) window.location.replace(`${window.location.pathname}${opening}`);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
