import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { App } from './App.js';
import { applyStoredTheme } from './components/theme-toggle.js';
import './styles.css';

applyStoredTheme();

// A transition: React renders the first screen in slices and yields between them, so a slow phone stays responsive
// (Lighthouse's total blocking time) instead of one long task.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
