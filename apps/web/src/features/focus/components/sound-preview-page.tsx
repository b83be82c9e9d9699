import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import { defaultTimerSettings } from '@track-grow/domain/focus';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useOptionalPomodoroStore, usePomodoroSnapshot } from '../hooks/pomodoro-context.ts';
import { SoundList } from './sound-list.tsx';
import { SoundTest } from './sound-test.tsx';

/** /sound-preview (SPEC.md 2): every notification sound of the focus timer, and the sound test. */
export default function SoundPreviewPage() {
  const { t } = useTranslation('focus');
  const snapshot = usePomodoroSnapshot(useOptionalPomodoroStore());
  const current = snapshot?.state.settings.soundId ?? defaultTimerSettings.soundId;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5">
      <PageHeader title={t('soundPage.title')} subtitle={t('soundPage.subtitle')} />
      <SoundList current={current} />
      <Card aria-labelledby="sound-test-title">
        <CardHeader>
          <CardTitle id="sound-test-title">{t('soundTest.title')}</CardTitle>
          <CardDescription>{t('soundTest.body')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SoundTest sound={current} />
        </CardContent>
      </Card>
    </div>
  );
}
