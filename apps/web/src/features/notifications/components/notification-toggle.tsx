import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePushToggle } from '../api/use-push-toggle';

/**
 * Notifications on this device, on or off (see docs/product.md, Notifications); the member's other
 * devices keep theirs.
 */
export function NotificationToggle() {
  const { t } = useTranslation();
  const { supported, subscribed, busy, turningOn, problem, toggle } = usePushToggle();
  const labelId = useId();
  const hintId = useId();
  const on = subscribed === true;
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold text-ink">
            {t('notifications.device_label')}
          </p>
          <p id={hintId} className="mt-1 text-sm text-gray-600">
            {supported ? t('notifications.device_hint') : t('notifications.unsupported')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={busy}
          disabled={!supported || busy || subscribed === null}
          onClick={() => void toggle()}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50 ${on ? 'bg-brand-700' : 'bg-gray-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-6 rounded-full bg-white shadow transition ${on ? 'translate-x-7' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {/* Present before it speaks, so screen readers announce the wait. */}
      <p role="status" className={turningOn ? 'mt-2 text-sm text-gray-700' : undefined}>
        {turningOn ? t('notifications.turning_on') : ''}
      </p>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(`notifications.${problem}`)}
        </p>
      )}
    </div>
  );
}
