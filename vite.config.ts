import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin.ts';

/** In development the Vite server forwards everything that is not console code to the Steward service. */
const SERVICE = 'http://localhost:8080';
const proxy = Object.fromEntries(
  ['/services', '/oidc', '/config.json', '/openapi.json', '/api-docs', '/healthz', '/readyz'].map((path) => [
    path,
    { target: SERVICE, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [react(), precompress()],
  // Fixed ports: the identity provider only accepts redirect URIs registered for them.
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});
