import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

// The portal's old `/#/admin/...` links land here as `/admin/#/admin/...`: drop the repeated prefix.
if (window.location.hash.startsWith('#/admin/')) window.location.replace(`${window.location.pathname}#/${window.location.hash.slice('#/admin/'.length)}`);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
