import type { DeletionRequest } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useAnonymise } from '../api/personal-data';

/** The deletion requests still open, each with the action that carries it out after a confirmation. */
export function DeletionRequestList({ requests }: { requests: DeletionRequest[] }) {
  const { t } = useTranslation();
  const { format } = useGymTime();
  const anonymise = useAnonymise();
  const [chosen, setChosen] = useState<DeletionRequest | null>(null);
  return (
    <>
      <ul aria-label={t('personal_data.admin.list')} className="space-y-3">
        {requests.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <Link to={paths.adminMember(r.userId)} className="font-semibold text-brand-700 underline">
                {r.name}
              </Link>
              <p className="text-sm text-gray-700">
                {t('personal_data.admin.requested_at', {
                  when: format(r.requestedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            </div>
            <Button onClick={() => setChosen(r)}>{t('personal_data.admin.anonymise')}</Button>
          </li>
        ))}
      </ul>
      <YesNoDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={t('personal_data.admin.confirm_title', { name: chosen?.name ?? '' })}
        message={t('personal_data.admin.confirm_message')}
        errorCode={errorCodeOf(anonymise.error)}
        loading={anonymise.isPending}
        onYes={() => {
          if (chosen) anonymise.mutate(chosen.userId, { onSuccess: () => setChosen(null) });
        }}
      />
    </>
  );
}
