import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API at `/`; relative asset URLs keep the build independent of that mount point.
export default defineConfig({
  base: './',
  plugins: [react()],
  // `npm run dev -w portal` talks to a local `npm start` on port 3000.
  server: { proxy: { '/backend': 'http://localhost:3000' } },
});
