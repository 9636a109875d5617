import type { Household, HouseholdPerson } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useGymTime } from '../../../lib/gym-time';

/** Who is in a member's household: their guardian, or their dependents with the consent's date. */
export function HouseholdList({
  household,
  forStaff = false,
  onRemove,
}: {
  household: Household;
  forStaff?: boolean;
  /** The guardian's own list: a button per dependent to take them out (asked to confirm first). */
  onRemove?: (dependent: HouseholdPerson) => void;
}) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const { guardian, dependents } = household;
  if (guardian)
    return (
      <p className="text-gray-800" data-testid="household-guardian">
        {t(forStaff ? 'household.member_guardian' : 'household.guardian_is', {
          name: `${guardian.name} ${guardian.surname}`,
        })}
      </p>
    );
  if (dependents.length === 0)
    return <p className="text-gray-700">{t(forStaff ? 'household.member_none' : 'household.none')}</p>;
  return (
    <ul
      className="divide-y divide-gray-200 rounded-2xl bg-white ring-1 ring-gray-200"
      data-testid="household-dependents"
    >
      {dependents.map((d) => (
        <li key={d.id} className="flex items-center gap-3 px-4 py-3">
          <img src={d.image} alt="" width={40} height={40} className="size-10 rounded-full bg-gray-100" />
          <div className="flex-1">
            <p className="font-semibold text-ink">
              {d.name} {d.surname}
            </p>
            <p className="text-sm text-gray-700">
              {t(d.hasLogin ? 'household.own_login' : 'household.no_login')}
              {d.guardianConsentAt &&
                ` · ${t('household.consent_on', { date: gym.format(d.guardianConsentAt, { day: '2-digit', month: '2-digit', year: 'numeric' }) })}`}
            </p>
          </div>
          {onRemove && (
            <Button
              variant="ghost"
              className="min-h-6 px-2 py-1 text-sm text-red-700"
              aria-label={`${t('household.remove.button')}: ${d.name} ${d.surname}`}
              onClick={() => onRemove(d)}
            >
              {t('household.remove.button')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
