/* eslint import-x/no-cycle: "off" -- with no resolver configured, import-x's legacy fallback crashes inside vite's own packages; a config file has no cycles to find. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
});
