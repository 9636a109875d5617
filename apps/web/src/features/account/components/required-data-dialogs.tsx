import type { User, UserUpdate } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useUpdateUser } from '../api/account-calls';

const personalData = (user: User): UserUpdate => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  phone: user.phone,
  birth: user.birth,
  sex: user.sex,
});

/**
 * Asks for the birth date, then the sex, when the profile lacks them (see docs/product.md, Member
 * screens).
 */
export function RequiredDataDialogs({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateUser();
  const gym = useGymTime();
  const [dismissed, setDismissed] = useState<{ birth?: boolean; sex?: boolean }>({});
  const [birth, setBirth] = useState('');
  const [birthMissing, setBirthMissing] = useState(false);
  const birthErrorId = useId();
  const step = !user.birth && !dismissed.birth ? 'birth' : !user.sex && !dismissed.sex ? 'sex' : null;
  const errorCode = errorCodeOf(save.error);

  const saveBirth = () => {
    // A date input reads '' while empty or half typed: ask for a whole date instead of moving on.
    if (!birth) return setBirthMissing(true);
    // A date in the future closes the dialog and saves nothing (see docs/product.md, Accounts and sessions).
    if (birth > gym.today()) return setDismissed((d) => ({ ...d, birth: true }));
    save.mutate({ id: user.id, body: { ...personalData(user), birth } });
  };
  const saveSex = (sex: 'MASCULINE' | 'FEMININE') =>
    save.mutate({ id: user.id, body: { ...personalData(user), sex } });

  return (
    <>
      <BaseDialog
        open={step === 'birth'}
        onOpenChange={(open) => !open && setDismissed((d) => ({ ...d, birth: true }))}
        title={t('dialogs.required_data.title')}
        message={t('dialogs.required_data.birth')}
        errorCode={errorCode}
        loading={save.isPending}
        actions={<Button onClick={saveBirth}>{t('dialogs.save')}</Button>}
      >
        <label className="mt-4 block text-sm font-semibold text-gray-700">
          {t('auth.fields.birth')}
          <input
            type="date"
            className={inputClass}
            value={birth}
            aria-invalid={birthMissing}
            {...(birthMissing ? { 'aria-describedby': birthErrorId } : {})}
            onChange={(e) => {
              setBirth(e.target.value);
              setBirthMissing(false);
            }}
          />
        </label>
        {birthMissing && (
          <p id={birthErrorId} className="mt-1 text-sm text-red-700">
            {t('forms.required')}
          </p>
        )}
      </BaseDialog>
      <BaseDialog
        open={step === 'sex'}
        onOpenChange={(open) => !open && setDismissed((d) => ({ ...d, sex: true }))}
        title={t('dialogs.required_data.title')}
        message={t('dialogs.required_data.sex')}
        errorCode={errorCode}
        loading={save.isPending}
        actions={
          <>
            <Button variant="secondary" onClick={() => saveSex('FEMININE')}>
              {t('sex.FEMININE')}
            </Button>
            <Button variant="secondary" onClick={() => saveSex('MASCULINE')}>
              {t('sex.MASCULINE')}
            </Button>
          </>
        }
      />
    </>
  );
}
