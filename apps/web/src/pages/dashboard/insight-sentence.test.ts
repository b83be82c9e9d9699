import { afterEach, describe, expect, it } from 'vitest';
import { insightFactors, insightMeasures, type Insight } from '@track-grow/domain/dashboard';
import { i18n } from '../../lib/i18n.ts';
import '../../features/dashboard/i18n.ts';
import { insightSentence } from './insight-sentence.ts';

afterEach(() => i18n.changeLanguage('en'));

const insight = (factor: Insight['factor'], measure: Insight['measure']): Insight => ({
  factor,
  measure,
  withAverage: 4.06,
  withoutAverage: 3.4,
  withDays: 23,
  withoutDays: 41,
  difference: 0.7,
});

describe('insightSentence', () => {
  it.each(['en', 'it'])(
    'words every factor and measure in %s, with both averages and day counts',
    async (language) => {
      await i18n.changeLanguage(language);
      const t = i18n.getFixedT(language, 'dashboard');
      for (const factor of insightFactors)
        for (const measure of insightMeasures) {
          const sentence = insightSentence(insight(factor, measure), t, language);
          const decimal = language === 'en' ? '.' : ',';
          expect(sentence, `${factor}/${measure}`).toContain(`4${decimal}1`);
          expect(sentence, `${factor}/${measure}`).toContain(`3${decimal}4`);
          expect(sentence, `${factor}/${measure}`).toMatch(/\(23 (and|e) 41 (days|giorni)\)\.$/);
          expect(sentence, `${factor}/${measure}`).not.toMatch(/insights\.|\{\{/);
        }
    },
  );

  it('reads as SPEC’s example in English', () => {
    const t = i18n.getFixedT('en', 'dashboard');
    expect(insightSentence({ ...insight('sleep7h', 'mood'), withAverage: 4.1 }, t, 'en')).toBe(
      'On days you sleep 7 h or more your mood averages 4.1, against 3.4 otherwise (23 and 41 days).',
    );
  });
});
