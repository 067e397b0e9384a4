import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/**
 * Toasts for every screen: 3000 ms, with a close button (spec). At the bottom, so on a phone they never cover the
 * header and its actions, and stacked one behind the other (the newest in front) instead of in a column over the page.
 * Loaded after the first paint (toasts sent before it mounts wait in react-toastify's queue), so the landing and the
 * login do not carry it.
 */
export default function Toasts() {
  return <ToastContainer autoClose={3000} position="bottom-center" limit={3} stacked />;
}
