import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { fieldErrorsOf } from '../providers/http-client.js';

/**
 * One of the staff's acts on an offer: sends it, tells the API's message, refreshes the list and the summary. A
 * refusal of `field` shows under that field; any other refusal as a notification.
 */
export function useAct(field: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(call: () => Promise<{ message: string }>, done: () => void) {
    setBusy(true);
    setError(undefined);
    try {
      notify((await call()).message, { type: 'success' });
      refresh();
      done();
    } catch (e) {
      const message = fieldErrorsOf(e)?.[field]?.[0];
      if (message) setError(message);
      else notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
