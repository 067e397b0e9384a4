import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button, IconButton, Tooltip, Typography } from '@mui/material';
import { AppBar, TitlePortal, useGetIdentity, useLogout, useTheme, useTranslate } from 'react-admin';
import { THEME_KEY } from './theme.js';

/** Light/dark switch; the choice is kept under `preferred-theme` (spec section 3). */
function ThemeSwitch() {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip title={translate('ra.action.toggle_theme')}>
      <IconButton
        color="inherit"
        aria-label={translate('ra.action.toggle_theme')}
        onClick={() => {
          localStorage.setItem(THEME_KEY, next);
          setTheme(next);
        }}
      >
        {theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** Header: menu toggle, page title, the user's full_name and 'Cerrar Sesión' (spec: staff shell). */
export function StaffAppBar() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  return (
    <AppBar color="primary" userMenu={false} toolbar={<ThemeSwitch />}>
      <TitlePortal />
      {identity?.fullName && (
        <Typography variant="body2" noWrap sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }} data-testid="staff-name">
          {identity.fullName}
        </Typography>
      )}
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ whiteSpace: 'nowrap' }}>
        {translate('ra.auth.logout')}
      </Button>
    </AppBar>
  );
}
