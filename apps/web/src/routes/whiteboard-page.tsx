import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { inputClass } from '../components/ui/form-field';
import { Page, PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { ActingFor } from '../features/household/components/profile-switcher';
import { useActingMember } from '../features/household/hooks/use-acting-member';
import { HiddenScoreNote } from '../features/training/components/hidden-score-note';
import { ScoreHistory } from '../features/training/components/score-history';
import { Whiteboard } from '../features/training/components/whiteboard';
import { WhiteboardOptIn } from '../features/training/components/whiteboard-opt-in';
import { useGymTime } from '../lib/gym-time';
import { useCurrentUser } from '../lib/session';

/** The box's whiteboard of a day, the member's choice to appear on it, and their own scores. */
export function WhiteboardPage() {
  const { t } = useTranslation();
  const id = useId();
  const user = useCurrentUser();
  const acting = useActingMember();
  const gym = useGymTime();
  const navigate = useNavigate();
  const { date: picked } = useParams();
  const date = picked && /^\d{4}-\d{2}-\d{2}$/.test(picked) ? picked : gym.today();
  return (
    <Page className="max-w-5xl">
      <PageTitle subtitle={t('training.whiteboard.subtitle')}>{t('training.whiteboard.title')}</PageTitle>
      <div className="mb-5 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-gray-700">
            {t('training.whiteboard.day')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={`${inputClass} w-48`}
            value={date}
            onChange={(e) =>
              e.target.value && void navigate(paths.whiteboard(e.target.value), { replace: true })
            }
          />
        </div>
      </div>
      <HiddenScoreNote userId={user.id} date={date} switchId={`${id}-opt-in`} />
      <Whiteboard
        date={date}
        viewer={{ id: user.id, staff: user.roles.some((r) => r === 'TRAINER' || r === 'ADMIN') }}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-[2fr_3fr]">
        <WhiteboardOptIn userId={user.id} id={`${id}-opt-in`} />
        <section aria-labelledby="my-scores">
          <h2 id="my-scores" className="mb-3 text-lg font-bold text-ink">
            {t('training.history.title')}
          </h2>
          {/* A guardian switched to a dependent reads the dependent's scores (Households). */}
          {acting.actingName !== null && <ActingFor name={acting.actingName} about="training" />}
          <ScoreHistory userId={acting.memberId} />
        </section>
      </div>
    </Page>
  );
}
