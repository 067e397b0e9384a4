import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/**
 * Toasts for every screen: 3000 ms, with a close button (spec). Loaded after the first paint (toasts sent before it
 * mounts wait in react-toastify's queue), so the landing and the login do not carry it.
 */
export default function Toasts() {
  return <ToastContainer autoClose={3000} position="top-right" limit={3} />;
}
