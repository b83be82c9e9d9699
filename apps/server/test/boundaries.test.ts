import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's own lint config, limited to the import boundaries (and without type information, which
 * they do not need): a module uses another module's service, never its queries; other workspaces import
 * the server through its exports map.
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
      'apps/server/src/modules/moods/service.ts',
      "import { loadHabitData } from '../habits/queries';\nexport const probe = loadHabitData;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-paths.*service, not its queries/)]);
  });

  it("allows a module its own queries and another module's service", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/moods/service.ts',
      "import * as q from './queries';\nimport { activeHabitData } from '../habits/stats-service';\nexport const probe = [q, activeHabitData];\n",
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
});
