import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from './session.js';

/** The route guard: no session → /login; a staff role → the staff panel's dashboard. */
export function RequireApplicant({ children }: { children: ReactNode }) {
  const user = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if ((user.role as string) === 'superadmin' || (user.role as string) === 'reviewer') return <Navigate to="/admin/dashboard" replace />;
  return children;
}
