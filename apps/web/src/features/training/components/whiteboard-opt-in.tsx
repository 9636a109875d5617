import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useSaveScoreSettings, useScoreSettings } from '../api/scores';

/**
 * The member's choice to show their scores on the box's whiteboard; off until they turn it on.
 * `id` names the switch, for a note elsewhere on the page to lead to it.
 */
export function WhiteboardOptIn({ userId, id }: { userId: number; id: string }) {
  const { t } = useTranslation();
  const settings = useScoreSettings(userId);
  const save = useSaveScoreSettings();
  const checked = save.isPending
    ? (save.variables?.showOnWhiteboard ?? false)
    : (settings.data?.showOnWhiteboard ?? false);
  const reactionsOff = save.isPending
    ? (save.variables?.reactionsOff ?? false)
    : (settings.data?.reactionsOff ?? false);
  return (
    <div className="self-start rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="mt-1 size-5 accent-brand-600"
          checked={checked}
          disabled={settings.isPending || save.isPending}
          onChange={(e) => save.mutate({ userId, showOnWhiteboard: e.target.checked, reactionsOff })}
        />
        <label htmlFor={id}>
          <span className="block font-semibold text-ink">{t('training.whiteboard.opt_in')}</span>
          <span className="block text-sm text-gray-600">{t('training.whiteboard.opt_in_help')}</span>
        </label>
      </div>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${id}-reactions-off`}
          type="checkbox"
          role="switch"
          aria-checked={reactionsOff}
          className="mt-1 size-5 accent-brand-600"
          checked={reactionsOff}
          disabled={settings.isPending || save.isPending}
          onChange={(e) => save.mutate({ userId, showOnWhiteboard: checked, reactionsOff: e.target.checked })}
        />
        <label htmlFor={`${id}-reactions-off`}>
          <span className="block font-semibold text-ink">{t('reactions.off_label')}</span>
          <span className="block text-sm text-gray-600">{t('reactions.off_hint')}</span>
        </label>
      </div>
      <div className="mt-2">
        <FormError code={errorCodeOf(save.error)} />
      </div>
    </div>
  );
}
