import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/error-code';
import { currentLanguage } from '../../../lib/i18n';
import { useCalendarFeed, useRemoveCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed-calls';

/**
 * The member's private calendar address: their bookings in Google Calendar or the phone's
 * calendar, kept up to date. It can be replaced (the old one stops working) or turned off.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const url = feed.data?.url ?? null;
  const language = currentLanguage(i18n.resolvedLanguage);
  const failure = errorCodeOf(reset.error ?? remove.error ?? feed.error);

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div>
      <p className="text-sm text-gray-600">{t('calendar_feed.hint')}</p>
      {url ? (
        <>
          <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-ink">
            {t('calendar_feed.address')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-xl border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-ink"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('calendar_feed.copied') : t('calendar_feed.copy')}
            </Button>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={url.replace(/^https?:/, 'webcal:')} className={buttonClass('primary')}>
              {t('calendar_feed.open')}
            </a>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={reset.isPending}>
              {t('calendar_feed.reset')}
            </Button>
            <Button variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {t('calendar_feed.remove')}
            </Button>
          </div>
          {confirming && (
            <div
              role="alertdialog"
              aria-label={t('calendar_feed.reset')}
              className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p>{t('calendar_feed.reset_warning')}</p>
              <div className="mt-3 flex gap-2">
                <Button
                  onClick={() => {
                    setConfirming(false);
                    setCopied(false);
                    reset.mutate(language);
                  }}
                >
                  {t('calendar_feed.reset_confirm')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('calendar_feed.cancel')}
                </Button>
              </div>
            </div>
          )}
        </>
      ) : (
        <Button
          className="mt-4"
          onClick={() => reset.mutate(language)}
          disabled={reset.isPending || feed.isPending}
        >
          {t('calendar_feed.create')}
        </Button>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t(`error.${failure}`)}
        </p>
      )}
    </div>
  );
}
