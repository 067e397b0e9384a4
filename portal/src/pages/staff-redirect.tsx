import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

/** The spec's staff addresses (`/#/admin/login`) live in the staff app, which is served under `/admin/`. */
export function StaffRedirect() {
  const rest = useParams()['*'] ?? '';
  useEffect(() => window.location.replace(`/admin/#/${rest}`), [rest]);
  return null;
}
