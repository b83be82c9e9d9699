/* eslint import-x/no-cycle: "off" -- with no resolver configured, import-x's legacy fallback crashes inside vite's own packages; a config file has no cycles to find. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressPlugin } from './precompress';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * Fewer, larger chunks (docs/ARCHITECTURE.md, "The first load"): everything the entry imports is one chunk,
 * and the icons, the Radix primitives and zod are one chunk each, instead of dozens of 1 KB files that each
 * cost a round trip on a phone. Each page, and the charts, stay chunks of their own.
 */
const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 5 },
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 4 },
    {
      name: 'radix',
      test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
      priority: 3,
    },
    { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
    {
      name: 'common',
      test: /apps[\\/]web[\\/]src[\\/](lib|components)[\\/]|node_modules[\\/]@tanstack[\\/]/,
      priority: 1,
    },
  ],
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph that first-load.test.ts checks.
    manifest: true,
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // The server refuses state-changing requests from another origin (CSRF): present the dev page's
        // requests as coming from the server's own origin.
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', apiTarget);
          });
        },
      },
    },
  },
});
