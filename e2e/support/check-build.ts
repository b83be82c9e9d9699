/** Runs before `npm test -w @track-grow/e2e`: the suite tests the built web app and never builds it itself. */
import { existsSync } from 'node:fs';
import path from 'node:path';

// WEB_DIST (passed through to the server by playwright.config.ts) serves another build than apps/web/dist.
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(import.meta.dirname, '../../apps/web/dist');
const index = path.join(dist, 'index.html');
if (!existsSync(index)) {
  console.error(
    [
      `The web app is not built (${path.relative(process.cwd(), index)} is missing).`,
      'Build it first:  npm run build -w @track-grow/web   (or run the whole thing from the root: npm run e2e)',
    ].join('\n'),
  );
  process.exit(1);
}
