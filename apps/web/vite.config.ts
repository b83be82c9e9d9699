/* eslint import-x/no-cycle: "off" -- with no resolver configured, import-x's legacy fallback crashes inside vite's own packages; a config file has no cycles to find. */
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { precompressPlugin } from './precompress';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The version of the answers' shapes: a hash of the domain package's sources, whose schemas parse every answer.
 * It busts the cached answers kept for offline use (lib/query-persistence.ts) whenever those shapes may change.
 */
function dataVersion(): string {
  const root = path.resolve(import.meta.dirname, '../../packages/domain/src');
  const hash = createHash('sha256');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The service worker (Workbox, generated at build): precaches the app shell (HTML, JS, CSS, fonts, icons; not
 * the .br/.gz copies, which the server picks by Accept-Encoding) and answers every navigation but /api/ with
 * index.html. API answers are never cached by it: the per-user copy lives in local storage and is cleared at
 * logout. A new version waits for the user's "Reload" (registerType 'prompt').
 */
const serviceWorker = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
});

/**
 * Fewer, larger chunks (docs/ARCHITECTURE.md, "The first load"): everything the entry imports is one chunk,
 * and the icons, the Radix primitives, zod and the shared schemas are one chunk each, instead of dozens of 1 KB files that each
 * cost a round trip on a phone. Each page, and the charts, stay chunks of their own.
 */
const codeSplitting = {
  groups: [
    // React DOM is half of the entry's code: a chunk of its own is compiled in a task of its own.
    { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 7 },
    { name: 'index', tags: ['$initial' as const], priority: 6 },
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 5 },
    {
      name: 'radix',
      test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
      priority: 4,
    },
    { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
    // The user's schema and what it is built from: parsing the user's answer runs this and zod, not the UI.
    { name: 'domain', test: /packages[\\/]domain[\\/]src[\\/](auth|shared)[\\/]/, priority: 2 },
    {
      name: 'common',
      test: /apps[\\/]web[\\/]src[\\/](lib|components)[\\/]|node_modules[\\/]@tanstack[\\/]/,
      priority: 1,
    },
  ],
};

/**
 * The server's first screen (app/first-screen.tsx), built for Node after the app, into
 * `<outDir>-ssr` (dist-ssr), where the server's web plugin looks for it.
 */
const firstScreen = (): Plugin => {
  let outDir = '';
  return {
    name: 'track-grow:first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: path.join(import.meta.dirname, 'vite.config.ts'),
        logLevel: 'warn',
        build: {
          ssr: 'src/app/first-screen.tsx',
          outDir: `${outDir}-ssr`,
          emptyOutDir: true,
        },
      });
    },
  };
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), tailwindcss(), serviceWorker, precompressPlugin(), firstScreen()],
  // The first screen's module carries its packages: it runs wherever the build is, with no node_modules beside it.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(dataVersion()),
  },
  build: isSsrBuild
    ? { copyPublicDir: false }
    : {
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
}));
