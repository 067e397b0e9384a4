import { esES } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

/** The programme's colours and MUI's Spanish texts over react-admin's default theme. */
const brand: RaThemeOptions = {
  typography: { fontFamily: 'Roboto, Helvetica, Arial, sans-serif' },
  sidebar: { width: 220, closedWidth: 56 },
  // Wide tables scroll inside their card instead of widening the page over the sidebar (and phones).
  components: {
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, esES), {
  ...brand,
  // Error a shade darker than MUI's: its labels stay readable on filled inputs (axe colour contrast).
  palette: { primary: { main: '#0b3d91' }, secondary: { main: '#8a5a00' }, error: { main: '#b71c1c' } },
});

export const darkTheme: RaThemeOptions = deepmerge(deepmerge(defaultDarkTheme, esES), {
  ...brand,
  palette: { primary: { main: '#90b4f0' }, secondary: { main: '#f5b700' } },
});

/** The stored choice (spec: `preferred-theme`, light or dark); none means the system's preference. */
export const THEME_KEY = 'preferred-theme';
export const storedTheme = (): 'light' | 'dark' | undefined => {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : undefined;
};
