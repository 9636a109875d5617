import type { HouseholdPerson } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YesNoDialog } from '../../components/ui/dialog';
import { QueryState } from '../../components/ui/query-state';
import { useHousehold, useRemoveDependent } from '../../features/household/api/household';
import { AddDependentForm } from '../../features/household/components/add-dependent-form';
import { HouseholdList } from '../../features/household/components/household-list';
import { errorCodeOf } from '../../lib/error-code';
import { useGymTime } from '../../lib/gym-time';
import { useCurrentUser } from '../../lib/session';
import { ConfigFrame } from './config-frame';

/** /config/household: the member's dependents, and adding one with their consent. */
export function HouseholdPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const household = useHousehold(user.id);
  const today = useGymTime().today();
  const remove = useRemoveDependent(user.id);
  const [removing, setRemoving] = useState<HouseholdPerson | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoved(removing.name);
        setRemoving(null);
      },
    });
  };
  return (
    <ConfigFrame title={t('household.title')}>
      <p className="mb-4 text-sm text-gray-700">{t('household.intro')}</p>
      <QueryState query={household}>
        {(h) => (
          <div className="space-y-8">
            {removed && (
              <p
                role="status"
                className="rounded-xl bg-green-50 px-4 py-2 text-sm font-semibold text-green-900"
              >
                {t('household.remove.done', { name: removed })}
              </p>
            )}
            <HouseholdList
              household={h}
              onRemove={(d) => {
                remove.reset();
                setRemoving(d);
              }}
            />
            {!h.guardian && <AddDependentForm guardianId={user.id} today={today} />}
          </div>
        )}
      </QueryState>
      <YesNoDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('household.remove.title', { name: removing?.name ?? '' })}
        message={t('household.remove.message', { name: removing?.name ?? '' })}
        errorCode={remove.error ? (errorCodeOf(remove.error) ?? 'network') : null}
        loading={remove.isPending}
        onYes={confirmRemove}
      />
    </ConfigFrame>
  );
}
