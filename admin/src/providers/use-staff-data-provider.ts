import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { StaffDataProvider } from './data-provider.js';

/**
 * The data provider for screens that call it themselves. A call the API refuses because the session ended (401:
 * logged out elsewhere, second factor reset) sends the user to the login as react-admin's `useDataProvider` does, but
 * then never answers. react-admin's answers it with a stand-in `{ data: {} }` that has none of the fields the screen
 * reads: rendering it threw while the login was replacing the screen (React's recovered error #520).
 */
export function useStaffDataProvider(): StaffDataProvider {
  const provider = useContext(DataProviderContext) as StaffDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      new Proxy(provider, {
        get(target, name) {
          const method: unknown = Reflect.get(target, name);
          if (typeof method !== 'function') return method;
          return (...args: unknown[]) =>
            (method.apply(target, args) as Promise<unknown>).catch(async (error: unknown) => {
              if (await logoutIfAccessDenied(error)) return new Promise<never>(() => {});
              throw error;
            });
        },
      }),
    [provider, logoutIfAccessDenied],
  );
}
