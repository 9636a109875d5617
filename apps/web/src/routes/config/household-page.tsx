import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/ui/query-state';
import { useHousehold } from '../../features/household/api/household';
import { AddDependentForm } from '../../features/household/components/add-dependent-form';
import { HouseholdList } from '../../features/household/components/household-list';
import { useGymTime } from '../../lib/gym-time';
import { useCurrentUser } from '../../lib/session';
import { ConfigFrame } from './config-frame';

/** /config/household: the member's dependents, and adding one with their consent. */
export function HouseholdPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const household = useHousehold(user.id);
  const today = useGymTime().today();
  return (
    <ConfigFrame title={t('household.title')}>
      <p className="mb-4 text-sm text-gray-700">{t('household.intro')}</p>
      <QueryState query={household}>
        {(h) => (
          <div className="space-y-8">
            <HouseholdList household={h} />
            {!h.guardian && <AddDependentForm guardianId={user.id} today={today} />}
          </div>
        )}
      </QueryState>
    </ConfigFrame>
  );
}
