import { CHECKIN_STEP_SECONDS, checkinCodeAt, nextCheckinStepAt } from '@boxbook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/error-code';
import { useCheckinSecret, useResetCheckinSecret } from '../api/checkin-calls';
import { QrImage } from './qr-image';

/** The phone's time, once a second: the code changes with the step, the countdown every second. */
function useSecondClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * The member's check-in code for the door's camera (see docs/product.md, Check-in at the door):
 * made on the phone from their secret every 30 seconds, so it works without a network and a
 * screenshot of it stops working within a minute. The first visit asks the server for a secret.
 */
export function CheckinCodeCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const secret = useCheckinSecret(userId);
  const reset = useResetCheckinSecret(userId);
  const [confirming, setConfirming] = useState(false);
  const now = useSecondClock();
  const value = secret.data?.secret ?? null;
  const needsSecret = secret.isSuccess && value === null;
  const { mutate: makeSecret, isIdle } = reset;

  useEffect(() => {
    if (needsSecret && isIdle) makeSecret();
  }, [needsSecret, isIdle, makeSecret]);

  const failure = errorCodeOf(reset.error ?? secret.error);
  if (!value)
    return failure ? (
      <p role="alert" className="text-sm text-red-700">
        {t(`error.${failure}`)}
      </p>
    ) : (
      <p className="text-gray-600">{t('common.loading')}</p>
    );

  const code = checkinCodeAt({ secret: value, userId, now });
  const seconds = Math.max(1, Math.ceil((nextCheckinStepAt(now).getTime() - now.getTime()) / 1000));
  return (
    <div className="flex flex-col items-center text-center">
      <div className="rounded-3xl border border-gray-200 bg-white p-3 shadow-sm">
        <QrImage text={code} label={t('checkin.qr_label')} className="size-64 sm:size-72" />
      </div>
      <p className="mt-3 font-mono text-sm text-gray-700" data-checkin-code={code}>
        {code}
      </p>
      <p className="mt-1 text-sm text-gray-600" aria-live="off">
        {t('checkin.changes_in', { seconds, step: CHECKIN_STEP_SECONDS })}
      </p>
      <p className="mt-6 max-w-sm text-sm text-gray-600">{t('checkin.hint')}</p>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={t('checkin.reset')}
          className="mt-6 rounded-xl bg-amber-50 p-4 text-left text-sm text-amber-900"
        >
          <p>{t('checkin.reset_warning')}</p>
          <div className="mt-3 flex gap-2">
            <Button
              onClick={() => {
                setConfirming(false);
                reset.mutate();
              }}
            >
              {t('checkin.reset_confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('checkin.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="ghost"
          className="mt-6"
          onClick={() => setConfirming(true)}
          disabled={reset.isPending}
        >
          {t('checkin.reset')}
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
