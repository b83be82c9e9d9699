import type { TFunction } from 'i18next';
import { formatOneDecimal, type TileValue } from '@track-grow/domain/dashboard';
import { numberFormat } from '@track-grow/domain/shared';

/** What a tile shows: the figure, and the words a screen reader adds for its face, trend or sign. */
export interface TileText {
  value: string;
  extra: string | null;
}

/** SPEC.md 9's "-": no figure (no moods, no score, or the bundle could not be read). */
export const NO_VALUE = '-';

/** Words a tile's value in the user's language; `t` is the "widgets" namespace's. */
export function tileText(tile: TileValue | null, t: TFunction<'widgets'>, locale: string): TileText {
  if (!tile) return { value: NO_VALUE, extra: null };
  switch (tile.kind) {
    case 'ratio':
      return { value: `${tile.done}/${tile.total}`, extra: null };
    case 'days':
      return { value: t('value.days', { count: tile.days }), extra: null };
    case 'percent':
      return { value: t('value.percent', { value: tile.percent }), extra: null };
    case 'count':
      return { value: numberFormat(locale).format(tile.count), extra: null };
    case 'tasks':
      return {
        value: numberFormat(locale).format(tile.count),
        extra: tile.overdue > 0 ? t('value.overdue', { count: tile.overdue }) : null,
      };
    case 'money':
      return { value: tile.text, extra: tile.negative ? t('value.negative') : null };
    case 'mood':
      return tile.average === null || tile.face === null
        ? { value: NO_VALUE, extra: null }
        : { value: formatOneDecimal(tile.average, locale), extra: t(`faces.${tile.face}`) };
    case 'hours':
      return { value: t('value.hours', { value: formatOneDecimal(tile.hours, locale) }), extra: null };
    case 'lifeScore':
      return tile.score === null
        ? { value: NO_VALUE, extra: null }
        : { value: String(tile.score), extra: t(`trends.${tile.trend}`) };
  }
}
