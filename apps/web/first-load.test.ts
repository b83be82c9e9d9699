import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md 7 and issue 13, checked on the production build's chunk graph (Vite's `dist/.vite/manifest.json`):
 * what the landing and a signed-in Home load first, and one chunk per page. `npm test` builds before the unit
 * tests (scripts/test.mjs); alone, run `npm run build` first.
 */
const dist = path.resolve(import.meta.dirname, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const built = existsSync(manifestFile);
if (!built)
  console.warn('first-load.test.ts skipped: apps/web/dist has no build manifest; run `npm run build` first.');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Home's sections: a chunk of its own that Home asks for once its greeting is painted. */
const HOME_SECTIONS = 'src/pages/home/components/home-sections.tsx';

/** The pages of app/routes/pages.ts, as the manifest names them (paths from apps/web). */
function pageSources(): string[] {
  const routes = path.resolve(import.meta.dirname, 'src/app/routes');
  const code = readFileSync(path.join(routes, 'pages.ts'), 'utf8');
  return [...code.matchAll(/import\('([^']+)'\)/g)].map((match) =>
    path.relative(import.meta.dirname, path.resolve(routes, match[1]!)),
  );
}

/** A chunk and every chunk it imports statically: what the browser fetches before the chunk runs. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
const code = (manifest: Manifest, key: string) => readFileSync(path.join(dist, manifest[key]!.file), 'utf8');
/** recharts' own class names, which survive minification. */
const isRecharts = (text: string) => text.includes('recharts-wrapper') && text.includes('recharts-surface');

describe.skipIf(!built)('the first load (the production build)', () => {
  const manifest = built ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const home = [
    'index.html',
    'src/app/signed-in-app.tsx',
    'src/pages/home/components/home-page.tsx',
    HOME_SECTIONS,
  ];

  it('the landing loads under 150 KB of JavaScript (gzip), and none of the signed-in app or its pages', () => {
    const landing = staticClosure(manifest, ['index.html']);
    const bytes = [...landing].reduce((sum, key) => sum + gzipBytes(manifest[key]!.file), 0);
    expect(bytes).toBeLessThan(150 * 1024);
    for (const key of ['src/app/signed-in-app.tsx', ...pageSources()])
      expect(landing.has(key), key).toBe(false);
  });

  it("the landing runs no zod: the user's schema loads only when there is a user to parse", () => {
    const landing = [...staticClosure(manifest, ['index.html'])].map((key) => code(manifest, key)).join('\n');
    // A message of zod's own, in every build of it.
    expect(landing.includes('Invalid input')).toBe(false);
    // The check can fail: the user's schema (the shared schemas' chunk, vite.config.ts) loads it.
    const domain = Object.keys(manifest).find((key) => manifest[key]!.name === 'domain');
    const schema = staticClosure(manifest, [domain ?? 'missing']);
    expect([...schema].some((key) => code(manifest, key).includes('Invalid input'))).toBe(true);
  });

  it('each page is a chunk of its own, loaded when opened', () => {
    const pages = pageSources();
    expect(pages).toHaveLength(23);
    for (const page of pages) expect(manifest[page]?.isDynamicEntry, page).toBe(true);
    expect(new Set(pages.map((page) => manifest[page]!.file)).size).toBe(pages.length);
  });

  it("Home's first load has no chart code: recharts loads with the pages that draw charts", () => {
    for (const key of staticClosure(manifest, home)) expect(isRecharts(code(manifest, key)), key).toBe(false);
    // The check can find recharts: the money page's charts load it.
    const money = staticClosure(manifest, ['src/features/money/components/money-page.tsx']);
    expect([...money].some((key) => isRecharts(code(manifest, key)))).toBe(true);
  });

  it('React DOM is a chunk of its own beside the entry, so its compilation is a task apart', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload"([^>]*)>/g)].map((match) => match[1]);
    expect(preloads.some((attributes) => /\/assets\/react-dom-/.test(attributes!))).toBe(true);
  });

  it("Home's first load is a few script files, not dozens (each is a round trip on a phone)", () => {
    // Each area's schemas and endpoints are small chunks of their own (see the next test): a few more files,
    // fetched side by side, in exchange for not building every area's schemas on every page. So are the
    // shared schemas (the user's answer runs them without the UI) and Home's sections (the greeting does not
    // wait for them); all are asked for at once when the device was signed in (main.tsx). React DOM is one more,
    // beside the entry (see above).
    expect(staticClosure(manifest, home).size).toBeLessThanOrEqual(35);
  });

  it("the floating chat's body (the chat, the assistant's rules) loads when the panel opens, on no first load", () => {
    const body = 'src/features/assistant/components/chat-panel-body.tsx';
    expect(manifest[body]?.isDynamicEntry).toBe(true);
    const greeting = [...staticClosure(manifest, home.slice(0, 3))];
    expect(greeting).not.toContain(body);
    // A word list of the assistant's question reader (packages/domain/src/assistant/questions.ts).
    const rules = 'budget budgets budgetto sforato sforata';
    expect(greeting.some((key) => code(manifest, key).includes(rules))).toBe(false);
    // The check can fail: the panel's body loads it.
    expect([...staticClosure(manifest, [body])].some((key) => code(manifest, key).includes(rules))).toBe(
      true,
    );
  });

  it("the onboarding tour is loaded for a newcomer only, on no one's first load", () => {
    const tour = 'src/features/onboarding/components/onboarding-tour.tsx';
    expect(manifest[tour]?.isDynamicEntry).toBe(true);
    expect(staticClosure(manifest, home.slice(0, 3)).has(tour)).toBe(false);
  });

  it("Home's greeting needs none of its sections' code: those chunks are asked for after it paints", () => {
    const greeting = staticClosure(manifest, home.slice(0, 3));
    const sections = [...staticClosure(manifest, [HOME_SECTIONS])].filter((key) => !greeting.has(key));
    // The sections bring the areas Home reads: habits, money, mood, tasks, the widgets.
    expect(sections.map((key) => manifest[key]!.file).join(' ')).toMatch(/widget-strip/);
    expect(sections.length).toBeGreaterThan(5);
    expect(manifest[HOME_SECTIONS]?.isDynamicEntry).toBe(true);
  });

  it("Home's first load builds only the areas it shows: no lesson or book library, no date parser", () => {
    const loaded = [...staticClosure(manifest, home)].map((key) => code(manifest, key)).join('\n');
    // A lesson's and a book's title, and an ordinal of chrono-node's (the quick add's date reader).
    for (const text of ['First principles', 'The Power of Habit', 'thirtieth'])
      expect(loaded.includes(text), text).toBe(false);
    // The checks can fail: the pages that use them load them.
    const lessons = staticClosure(manifest, ['src/features/lessons/components/lessons-page.tsx']);
    const books = staticClosure(manifest, ['src/features/books/components/books-page.tsx']);
    const tasks = staticClosure(manifest, ['src/features/tasks/components/tasks-page.tsx']);
    const text = (keys: Set<string>) => [...keys].map((key) => code(manifest, key)).join('\n');
    expect(text(lessons)).toContain('First principles');
    expect(text(books)).toContain('The Power of Habit');
    expect(text(tasks)).toContain('thirtieth');
  });
});
