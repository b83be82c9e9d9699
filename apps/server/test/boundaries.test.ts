import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { moduleFiles, modulesDir, ownershipViolations, schemaTables } from './table-owners';

/**
 * The repository's own lint config, limited to the import boundaries (and without type information, which
 * they do not need): a module uses another module's service, never its queries; other workspaces import
 * the server through its exports map; web features stay apart and only pages compose them.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const boundaryRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it("refuses another module's queries in a module", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/mood/service.ts',
      "import { loadHabitData } from '../habits/queries';\nexport const probe = loadHabitData;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-paths.*service, not its queries/)]);
  });

  it("allows a module its own queries and another module's service", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/mood/service.ts',
      "import * as q from './queries';\nimport { habitDaysOf } from '../habits/stats-service';\nexport const probe = [q, habitDaysOf];\n",
    );
    expect(errors).toEqual([]);
  });

  it('sends the bench through the exports map of the server', async () => {
    const deep = await boundaryErrors(
      'bench/src/server.ts',
      "import { buildApp } from '../../apps/server/src/app';\nexport const probe = buildApp;\n",
    );
    expect(deep).toEqual([expect.stringMatching(/exports map/)]);
    const viaMap = await boundaryErrors(
      'bench/src/server.ts',
      "import { buildApp } from '@track-grow/server';\nexport const probe = buildApp;\n",
    );
    expect(viaMap).toEqual([]);
  });

  it('keeps every web feature folder apart, a new one included, as soon as it exists', async () => {
    const features = fs
      .readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.length).toBeGreaterThan(10);
    for (const feature of features) {
      const other = features.find((name) => name !== feature)!;
      const target = fs
        .readdirSync(path.join(root, 'apps/web/src/features', other), { recursive: true, encoding: 'utf8' })
        .find((file) => /\.tsx?$/.test(file))!;
      const errors = await boundaryErrors(
        `apps/web/src/features/${feature}/probe.ts`,
        `import * as x from '../${other}/${target}';\nexport const probe = x;\n`,
      );
      expect(errors, feature).toEqual([expect.stringMatching(/No area imports another/)]);
    }
  });

  const foldersOf = (folder: string) =>
    fs
      .readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  /** A TypeScript file of a folder, to import from a probe. */
  const someFileOf = (folder: string) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .find((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))!;

  it("lets a page compose features' read modules, lib and components", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/pages/home/probe.ts',
      [
        "import { activeHabitsQuery } from '../../features/habits/api/get-habits.ts';",
        "import { moneyAlertsQuery } from '../../features/money/api/get-money-alerts.ts';",
        "import { dependsOn } from '../../lib/query-keys.ts';",
        "import { Button } from '../../components/ui/button.tsx';",
        "import { dayPart } from './greeting.ts';",
        'export const probe = [activeHabitsQuery, moneyAlertsQuery, dependsOn, Button, dayPart];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps features, lib and components off the pages, and pages off the app shell', async () => {
    const pages = foldersOf('apps/web/src/pages');
    expect(pages).toContain('home');
    const page = `../../pages/home/${someFileOf('apps/web/src/pages/home')}`;
    for (const feature of foldersOf('apps/web/src/features')) {
      const errors = await boundaryErrors(
        `apps/web/src/features/${feature}/probe.ts`,
        `import * as x from '${page}';\nexport const probe = x;\n`,
      );
      expect(errors, feature).toEqual([expect.stringMatching(/Features do not import pages/)]);
    }
    for (const [folder, message] of [
      ['lib', /lib is below features, pages and app/],
      ['components/ui', /UI primitives import nothing from features, pages or app/],
    ] as const) {
      const up = folder
        .split('/')
        .map(() => '..')
        .join('/');
      const errors = await boundaryErrors(
        `apps/web/src/${folder}/probe.ts`,
        `import * as x from '${up}/pages/home/${someFileOf('apps/web/src/pages/home')}';\nexport const probe = x;\n`,
      );
      expect(errors, folder).toEqual([expect.stringMatching(message)]);
    }
    const shell = await boundaryErrors(
      'apps/web/src/pages/home/probe.ts',
      "import { pages } from '../../app/routes/pages.ts';\nexport const probe = pages;\n",
    );
    expect(shell).toEqual([expect.stringMatching(/Pages do not import the app shell/)]);
  });

  it('keeps every page folder apart, a new one included, as soon as it exists', async () => {
    const pages = foldersOf('apps/web/src/pages');
    for (const page of pages) {
      const target = someFileOf(`apps/web/src/pages/${page}`);
      // Every other page, and one that is not there yet (a page folder is a zone before it has files).
      for (const other of [...pages.filter((name) => name !== page), 'next-page']) {
        const errors = await boundaryErrors(
          `apps/web/src/pages/${other}/probe.ts`,
          `import * as x from '../${page}/${target}';\nexport const probe = x;\n`,
        );
        expect(errors, `${other} → ${page}`).toEqual([expect.stringMatching(/No page imports another/)]);
      }
      const own = await boundaryErrors(
        `apps/web/src/pages/${page}/probe.ts`,
        `import * as x from './${target}';\nexport const probe = x;\n`,
      );
      expect(own, page).toEqual([]);
    }
  });
});

describe('one owner per table', () => {
  const tables = schemaTables();

  it('maps every table of db/schema to a module that exists', () => {
    expect(tables.length).toBeGreaterThan(15);
    const modules = new Set(fs.readdirSync(modulesDir));
    expect(tables.filter((t) => !modules.has(t.owner)).map((t) => `${t.name} → ${t.owner}`)).toEqual([]);
  });

  it("keeps each module's tables in its own queries.ts", () => {
    const files = moduleFiles();
    expect(files).toContain('tasks/queries.ts');
    const violations = files.flatMap((file) =>
      ownershipViolations(file, fs.readFileSync(path.join(modulesDir, file), 'utf8'), tables),
    );
    expect(violations).toEqual([]);
  });

  it('names the file and the table of a violation', () => {
    const probe = (file: string, code: string) => ownershipViolations(file, code, tables);
    expect(probe('dashboard/queries.ts', "import { tasks } from '../../db/schema';\n")).toEqual([
      expect.stringMatching(/^dashboard\/queries\.ts: tasks \(tasks\) belongs to modules\/tasks/),
    ]);
    expect(probe('insights/queries.ts', 'const s = sql`select * from wellness_entries where x`;\n')).toEqual([
      expect.stringMatching(
        /^insights\/queries\.ts: wellnessEntries \(wellness_entries\) belongs to modules\/wellness/,
      ),
    ]);
    expect(probe('dashboard/queries.ts', 'const t = sql`workouts`;\n')).toEqual([
      expect.stringMatching(/workouts \(workouts\).*SQL "workouts"/),
    ]);
    expect(probe('timeline/queries.ts', "const s = { from: 'moods r', time: 'date' };\n")).toEqual([
      expect.stringMatching(
        /^timeline\/queries\.ts: moods \(moods\) belongs to modules\/mood, SQL "moods r"/,
      ),
    ]);
    // The owner's own queries, and what it exports through its service, pass.
    expect(probe('tasks/queries.ts', "import { tasks } from '../../db/schema';\nsql`from tasks`;\n")).toEqual(
      [],
    );
    expect(probe('dashboard/queries.ts', "import { tasksSql } from '../tasks/service';\n")).toEqual([]);
    // A table stays in its module's queries.ts, even in the owning module.
    expect(probe('tasks/service.ts', 'sql`update tasks set x = 1`;\n')).toHaveLength(1);
  });
});
