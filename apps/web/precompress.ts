import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser downloads. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map']);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/** Every file of `dir` (recursively). */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside each text file of `dir` of at least
 * 1 KB, which the server sends to browsers that accept them (@fastify/static `preCompressed`). Returns the
 * files compressed.
 */
export async function precompress(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const file of await filesOf(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    done.push(file);
  }
  return done;
}

/** Vite: precompress the build's output once it is written (`npm run build`). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'track-grow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's output (the service worker is generated when the bundle closes too).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompress(outDir);
      },
    },
  };
}
