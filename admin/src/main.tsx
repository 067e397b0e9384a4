import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstLogin } from './login/first-login.js';
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

const root = createRoot(document.getElementById('root')!);
let panel: Promise<typeof import('./App.js')> | undefined;
const loadPanel = () => (panel ??= import('./App.js'));
const openPanel = () =>
  void loadPanel().then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// Without a session the first screen is the login alone: react-admin and the screens load while the form is typed in.
if (session.exists()) openPanel();
else
  root.render(
    <StrictMode>
      <FirstLogin loadPanel={() => void loadPanel()} openPanel={openPanel} />
    </StrictMode>,
  );
