import { useTranslation } from 'react-i18next';
import { useMyScores, useScoreSettings } from '../api/scores';

/**
 * A member who logged a result on this day but keeps their results off the whiteboard would read
 * "no results yet" with no idea why: say so, and take them to the switch (`switchId`).
 */
export function HiddenScoreNote({
  userId,
  date,
  switchId,
}: {
  userId: number;
  date: string;
  switchId: string;
}) {
  const { t } = useTranslation();
  const settings = useScoreSettings(userId);
  const scores = useMyScores(userId);
  const hidden = settings.data?.showOnWhiteboard === false && scores.data?.some((s) => s.when === date);
  if (!hidden) return null;
  // Focus brings the switch into view too, and a keyboard or screen reader user lands on it.
  const goToSwitch = () => document.getElementById(switchId)?.focus();
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <span>{t('training.whiteboard.yours_hidden')}</span>
      <button type="button" onClick={goToSwitch} className="font-semibold underline">
        {t('training.whiteboard.show_yours')}
      </button>
    </p>
  );
}
