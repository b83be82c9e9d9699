import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress (npm run build)', () => {
  it('writes a brotli and a gzip copy of each text file of 1 KB or more, and leaves the rest alone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tg-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('Track. Grow. '.repeat(200))});`;
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(path.join(dir, 'assets', 'tiny-abc.css'), 'a{color:red}');
    await writeFile(path.join(dir, 'icon.png'), Buffer.alloc(4096, 1));
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(100)}`);

    const done = (await precompress(dir)).map((file) => path.relative(dir, file)).sort();
    expect(done).toEqual([path.join('assets', 'index-abc.js'), 'index.html']);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny-abc.css',
    ]);
    const br = await readFile(path.join(dir, 'assets', 'index-abc.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });
});
