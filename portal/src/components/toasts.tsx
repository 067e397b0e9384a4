import { useEffect } from 'react';
import { toast, ToastContainer, type Id } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/**
 * Toasts for every screen: 3000 ms, with a close button (spec). At the bottom, so on a phone they never cover the
 * header and its actions, and one at a time: a new one replaces the one shown instead of piling up over the page.
 * Loaded after the first paint (toasts sent before it mounts wait in react-toastify's queue), so the landing and the
 * login do not carry it.
 */
export default function Toasts() {
  useEffect(() => {
    const shown = new Set<Id>();
    return toast.onChange(({ id, status }) => {
      if (status === 'added') {
        for (const older of shown) toast.dismiss(older);
        shown.clear();
        shown.add(id);
      } else if (status === 'removed') shown.delete(id);
    });
  }, []);
  return <ToastContainer autoClose={3000} position="bottom-center" />;
}
