import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { ProfilePage } from '../pages/profile.ts';

/** A Loop Habit Tracker "Export as CSV" zip: two yes/no habits, a measurable one, and three days of checkmarks. */
function loopExport(): Buffer {
  const habits = [
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
    '001,Meditate,0,Did you meditate?,,1,1,#4CAF50,,,0,false',
    '002,"Read, 20 pages",0,,,3,7,#2196F3,,,0,false',
    '003,Water,1,,,1,1,#03A9F4,glasses,0,8,false',
  ].join('\r\n');
  const checkmarks = [
    'Date,Meditate,"Read, 20 pages",Water',
    '2026-01-03,YES_MANUAL,SKIP,8000',
    '2026-01-02,YES_MANUAL,YES_MANUAL,6000',
    '2026-01-01,NO,UNKNOWN,0',
  ].join('\r\n');
  return Buffer.from(
    zipSync({ 'Habits.csv': strToU8(`\uFEFF${habits}`), 'Checkmarks.csv': strToU8(checkmarks) }),
  );
}

test('a Loop export comes in with two clicks: a preview first, then the habits are there', async ({
  page,
  user,
}) => {
  void user;
  const profile = new ProfilePage(page);
  await profile.goto();
  const loop = page.getByRole('region', { name: 'Loop Habit Tracker' });
  await loop
    .getByLabel(/Choose file/)
    .setInputFiles({ name: 'Loop Habits CSV.zip', mimeType: 'application/zip', buffer: loopExport() });
  // The preview: what would be added, and the measurable habit left out; nothing written yet.
  await expect(loop).toContainText('Water (measurable) was not imported');
  await expect((await page.request.get('/api/habits')).json()).resolves.toEqual([]);
  await expectNoSeriousA11yViolations(page, 'import preview');
  await loop.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(loop).toContainText('Import done');

  await page.goto('/habits');
  await expect(page.getByRole('main')).toContainText('Meditate');
  await expect(page.getByRole('main')).toContainText('Read, 20 pages');
});

test('Export all data downloads one JSON file with everything', async ({ page, user }) => {
  void user;
  const profile = new ProfilePage(page);
  await profile.goto();
  const logged = await page.request.post('/api/moods', {
    headers: { origin: new URL(page.url()).origin },
    data: { date: '2026-01-05', rating: 4 },
  });
  expect(logged.status()).toBe(201);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^track-grow-export-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    format: string;
    moods: { rating: number }[];
  };
  expect(document.format).toBe('track-grow-export');
  expect(document.moods.map((mood) => mood.rating)).toEqual([4]);
});
