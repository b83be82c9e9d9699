/** Runs before `npm test -w @track-grow/e2e`: the suite tests the built web app and never builds it itself. */
import { existsSync } from 'node:fs';
import path from 'node:path';

const index = path.resolve(import.meta.dirname, '../../apps/web/dist/index.html');
if (!existsSync(index)) {
  console.error(
    [
      `The web app is not built (${path.relative(process.cwd(), index)} is missing).`,
      'Build it first:  npm run build -w @track-grow/web   (or run the whole thing from the root: npm run e2e)',
    ].join('\n'),
  );
  process.exit(1);
}
