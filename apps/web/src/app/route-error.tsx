import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** What a screen that crashed shows instead of a blank page; the error goes to the console for us. */
export function RouteError() {
  const { t } = useTranslation();
  console.error(useRouteError());
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-extrabold text-ink">{t('error.unknown')}</h1>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </div>
  );
}
