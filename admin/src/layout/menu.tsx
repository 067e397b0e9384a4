import DashboardIcon from '@mui/icons-material/Dashboard';
import SecurityIcon from '@mui/icons-material/Security';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import { Typography } from '@mui/material';
import { Menu, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { TWO_FACTOR_ROUTE } from '../providers/auth-provider.js';
import { session } from '../providers/session.js';

/**
 * The sidebar 'Admin Panel': Dashboard, then each resource the role may list (canAccess hides the others), then the
 * own second factor. A session opened only to enrol that factor shows it alone.
 */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const retention = useCanAccess({ resource: 'retention', action: 'list' });
  return (
    <Menu>
      {open && (
        <Typography component="p" variant="subtitle2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700, color: 'text.secondary' }}>
          {translate('postula.shell.title')}
        </Typography>
      )}
      {!session.enrolmentOnly() && <Menu.Item to="/dashboard" primaryText={translate('postula.shell.dashboard')} leftIcon={<DashboardIcon />} />}
      <Menu.ResourceItem name="applications" />
      <Menu.ResourceItem name="awards" />
      <Menu.ResourceItem name="applicants" />
      <Menu.ResourceItem name="reviewers" />
      <Menu.ResourceItem name="emails" />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="data-requests" />
      {retention.canAccess && <Menu.Item to="/retention" primaryText="Retención de datos" leftIcon={<AutoDeleteIcon />} />}
      <Menu.Item to={TWO_FACTOR_ROUTE} primaryText={translate('postula.two_factor.title')} leftIcon={<SecurityIcon />} />
    </Menu>
  );
}
