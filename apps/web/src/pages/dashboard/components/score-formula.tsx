import { useTranslation } from 'react-i18next';
import { scoreAreas } from '@track-grow/domain/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** DESIGN.md 5's formula in plain words: how a day's score and the life score are made, area by area. */
export function ScoreFormula() {
  const { t } = useTranslation('dashboard');
  return (
    <Card aria-labelledby="score-formula-title">
      <CardHeader>
        <CardTitle id="score-formula-title">{t('formula.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-muted-foreground">
        <p>{t('formula.daily')}</p>
        <ul className="grid list-disc gap-1 pl-5">
          {scoreAreas.map((area) => (
            <li key={area}>{t(`formula.${area}`)}</li>
          ))}
        </ul>
        <p>{t('formula.week')}</p>
      </CardContent>
    </Card>
  );
}
