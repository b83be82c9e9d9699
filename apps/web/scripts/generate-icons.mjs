// Draws the app icons of the web manifest from the logo into public/icons (run: node scripts/generate-icons.mjs;
// needs /usr/bin/chromium, or CHROMIUM_PATH). The PNGs are committed: the build needs no image tooling.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const logo = readFileSync(join(here, '../public/favicon.svg'), 'utf8');
const out = join(here, '../public/icons');
const green = '#2b6e52';

/** The logo's mark (its paths without the rounded square), on a 32-unit grid. */
const mark = logo
  .replace(/^<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<rect[^>]*\/>/, '');

/**
 * A full-bleed square: what maskable icons and iOS need. The mark is shrunk around the centre so it stays
 * inside the maskable safe zone (the centred circle of 80% diameter) whatever shape the launcher cuts.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/><g transform="translate(16 16) scale(0.72) translate(-16 -16)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({
      path: join(out, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
  }
} finally {
  await browser.close();
}
