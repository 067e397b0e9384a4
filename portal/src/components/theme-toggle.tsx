import { useState } from 'react';

const KEY = 'preferred-theme';
type Theme = 'light' | 'dark';

const systemTheme = (): Theme => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
const storedTheme = (): Theme | null => {
  const value = window.localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : null;
};

/** The system's theme unless one was chosen (stored under `preferred-theme`). */
export function applyStoredTheme() {
  const theme = storedTheme();
  if (theme) document.documentElement.dataset.theme = theme;
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => storedTheme() ?? systemTheme());
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={next === 'dark' ? 'Usar tema oscuro' : 'Usar tema claro'}
      onClick={() => {
        window.localStorage.setItem(KEY, next);
        document.documentElement.dataset.theme = next;
        setTheme(next);
      }}
    >
      {next === 'dark' ? 'Tema oscuro' : 'Tema claro'}
    </button>
  );
}
