import { CssBaseline, ThemeProvider, createTheme, useMediaQuery } from '@mui/material';
import type { ThemeOptions } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { authProvider, type LoginParams } from '../providers/auth-provider.js';
import { darkTheme, lightTheme, storedTheme } from '../layout/theme.js';
import { LoginForm } from './login-form.js';
import { LOGIN_MESSAGES, PASSWORD_TOGGLE_MESSAGES, SIGN_IN_AGAIN_MESSAGE } from './login-messages.js';

/** The login's part of the panel's catalogue, by the same dotted keys (none has a placeholder). */
const messages = { postula: { login: LOGIN_MESSAGES, two_factor: { sign_in_again: SIGN_IN_AGAIN_MESSAGE } }, ra: { input: { password: PASSWORD_TOGGLE_MESSAGES } } };
const translate = (key: string): string => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof found === 'string' ? found : key;
};

/**
 * The staff login as the panel's first screen without a session: the form alone, in the panel's theme, without
 * react-admin and the screens behind it (most of the panel's JavaScript), which start loading with the first key or
 * tap and open once signed in, where the sign-in leads (the dashboard, or the second factor's enrolment).
 */
export function FirstLogin({ loadPanel, openPanel }: { loadPanel: () => void; openPanel: () => void }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = storedTheme() ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createTheme((mode === 'dark' ? darkTheme : lightTheme) as ThemeOptions), [mode]);
  // An address other than the login (a link, Back, another tab's session) is the panel's to route.
  useEffect(() => {
    const leave = () => {
      if (!window.location.hash.startsWith('#/login')) openPanel();
    };
    window.addEventListener('hashchange', leave);
    return () => window.removeEventListener('hashchange', leave);
  }, [openPanel]);
  const login = async (params: LoginParams) => {
    const { redirectTo } = (await authProvider.login(params)) as { redirectTo: string };
    window.history.replaceState(null, '', `${window.location.pathname}#${redirectTo}`);
    openPanel();
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <div onKeyDownCapture={loadPanel} onPointerDownCapture={loadPanel}>
        <LoginForm translate={translate} login={login} />
      </div>
    </ThemeProvider>
  );
}
