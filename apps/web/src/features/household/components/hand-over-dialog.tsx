import { ageGroupOn, type HouseholdPerson, type User } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useGuardianCandidates, useHandOverDependent } from '../api/household';

const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();

/**
 * An admin hands a dependent to another guardian (docs/product.md, Households): pick an adult
 * member, record that they declared being the parent or legal guardian and consent, then confirm
 * with both names. Whether the one picked signs in themselves only the server knows: it refuses
 * with `guardian_not_eligible`, shown here translated.
 */
export function HandOverDialog({
  dependent,
  guardian,
  open,
  onOpenChange,
  onDone,
}: {
  dependent: { id: number; name: string; surname: string };
  guardian: HouseholdPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (newGuardian: string) => void;
}) {
  const { t } = useTranslation();
  const ids = { search: useId(), list: useId(), consent: useId() };
  const today = useGymTime().today();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<User | null>(null);
  const [consent, setConsent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const found = useGuardianCandidates(text.trim());
  const handOver = useHandOverDependent(dependent.id);
  // Only an active adult of their own may take the dependent on: the same rule the server keeps.
  const candidates = (found.data?.content ?? []).filter(
    (u) =>
      u.id !== dependent.id &&
      u.id !== guardian.id &&
      u.status === 'ACTIVE' &&
      (u.birth === null || ageGroupOn(u.birth, today) === 'adult'),
  );
  const close = (next: boolean) => {
    if (!next) {
      setText('');
      setPicked(null);
      setConsent(false);
      setConfirming(false);
      handOver.reset();
    }
    onOpenChange(next);
  };
  const names = {
    dependent: fullName(dependent),
    guardian: picked ? fullName(picked) : '',
    before: fullName(guardian),
  };
  const confirm = () =>
    picked &&
    handOver.mutate(picked.id, {
      onSuccess: () => {
        onDone(names.guardian);
        close(false);
      },
    });

  if (confirming && picked)
    return (
      <BaseDialog
        open={open}
        onOpenChange={close}
        title={t('household.hand_over.confirm_title', names)}
        message={t('household.hand_over.confirm_message', names)}
        errorCode={handOver.error ? (errorCodeOf(handOver.error) ?? 'network') : null}
        loading={handOver.isPending}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('household.hand_over.back')}
            </Button>
            <Button onClick={confirm} disabled={handOver.isPending}>
              {t('household.hand_over.submit', names)}
            </Button>
          </>
        }
      />
    );
  return (
    <BaseDialog
      open={open}
      onOpenChange={close}
      title={t('household.hand_over.title', names)}
      message={t('household.hand_over.intro', names)}
      actions={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('household.hand_over.cancel')}
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={!picked || !consent}>
            {t('household.hand_over.next')}
          </Button>
        </>
      }
    >
      <label htmlFor={ids.search} className="mt-4 block text-sm font-semibold text-ink">
        {t('household.hand_over.search')}
      </label>
      <input
        id={ids.search}
        type="search"
        autoComplete="off"
        className={inputClass}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('trainer.search_placeholder')}
      />
      {text.trim().length >= 2 && found.data && (
        <fieldset className="mt-3">
          <legend id={ids.list} className="text-sm font-semibold text-ink">
            {t('household.hand_over.pick')}
          </legend>
          {candidates.length === 0 ? (
            <p className="mt-1 text-sm text-gray-700">{t('household.hand_over.nobody')}</p>
          ) : (
            <ul className="mt-1 max-h-48 divide-y divide-gray-200 overflow-y-auto rounded-xl ring-1 ring-gray-200">
              {candidates.map((u) => (
                <li key={u.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-ink hover:bg-gray-50">
                    <input
                      type="radio"
                      name={ids.list}
                      className="size-5 accent-brand-700"
                      checked={picked?.id === u.id}
                      onChange={() => setPicked(u)}
                    />
                    <span>
                      {fullName(u)}
                      {u.email && <span className="block text-sm text-gray-700">{u.email}</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <label htmlFor={ids.consent} className="mt-4 flex items-start gap-3 text-sm text-ink">
        <input
          id={ids.consent}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>{t('household.hand_over.consent', names)}</span>
      </label>
    </BaseDialog>
  );
}
