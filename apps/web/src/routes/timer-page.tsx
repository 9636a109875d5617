import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Page, PageTitle } from '../components/ui/page-title';
import { TimerPanel } from '../features/timer/components/timer-panel';

/**
 * The box's timers (see docs/product.md, Screens); nothing here calls the server, so it runs
 * without a network.
 */
export function TimerPage() {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  return (
    <Page className="max-w-4xl">
      <PageTitle subtitle={t('timer.subtitle')}>{t('timer.title')}</PageTitle>
      <div
        ref={area}
        className="[&:fullscreen]:flex [&:fullscreen]:bg-gray-50 [&:fullscreen]:flex-col [&:fullscreen]:justify-center [&:fullscreen]:p-8"
      >
        <TimerPanel />
      </div>
      {canFullscreen && (
        <div className="mt-6 flex justify-center">
          <Button variant="ghost" onClick={() => void area.current?.requestFullscreen().catch(() => {})}>
            {t('timer.fullscreen')}
          </Button>
        </div>
      )}
    </Page>
  );
}
