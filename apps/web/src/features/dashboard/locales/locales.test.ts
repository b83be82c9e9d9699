import { describe, expect, it } from 'vitest';
import { chartRanges, insightFactors, insightMeasures, scoreAreas } from '@track-grow/domain/dashboard';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('dashboard', en, it_);

describe('the dashboard catalogues', () => {
  it('hold SPEC.md’s English strings verbatim', () => {
    const expected: Record<string, string> = {
      'ranges.week': 'Last week',
      'ranges.month': 'Last month',
      'ranges.3months': 'Last 3 months',
      'ranges.6months': 'Last 6 months',
      'ranges.year': 'Last year',
      'charts.score': 'Overall Life Score Trend',
      'charts.mood': 'Well-being Trend',
      'charts.habits': 'Habits Progress',
      'charts.fitness': 'Fitness Activity',
      'charts.tasks': 'Task Completion',
      'charts.money': 'Financial Health',
      'tooltip.score': 'Life Score',
      'insights.empty': 'Keep logging: insights appear once there are enough days to compare',
    };
    for (const [key, value] of Object.entries(expected)) expect(english.get(key), key).toBe(value);
  });

  it('word every range, area, formula and insight in both languages', () => {
    const keys = [
      ...chartRanges.flatMap((range) => [`ranges.${range}`, `over.${range}`]),
      ...scoreAreas.flatMap((area) => [
        `charts.${area}`,
        `tooltip.${area}`,
        `formula.${area}`,
        `areas.${area}`,
      ]),
      ...insightFactors.map((factor) => `insights.factor.${factor}`),
      ...insightMeasures.map((measure) => `insights.measure.${measure}`),
    ];
    for (const key of keys) {
      expect(english.get(key), key).toBeTruthy();
      expect(italian.get(key), key).toBeTruthy();
    }
  });
});
