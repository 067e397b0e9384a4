import DashboardIcon from '@mui/icons-material/Dashboard';
import { Typography } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';

/** The sidebar 'Admin Panel': Dashboard, then each resource the role may list (canAccess hides the others). */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Menu>
      {open && (
        <Typography component="p" variant="subtitle2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700, color: 'text.secondary' }}>
          {translate('postula.shell.title')}
        </Typography>
      )}
      <Menu.Item to="/dashboard" primaryText={translate('postula.shell.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.ResourceItem name="applications" />
      <Menu.ResourceItem name="applicants" />
      <Menu.ResourceItem name="reviewers" />
      <Menu.ResourceItem name="email-logs" />
      <Menu.ResourceItem name="users" />
    </Menu>
  );
}
