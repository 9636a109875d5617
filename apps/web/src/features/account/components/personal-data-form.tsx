import { type User, userUpdateSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { OkDialog } from '../../../components/ui/dialog';
import { FormError, FormField, TextInput } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useUpdateUser } from '../api/account-calls';
import { SexSelect } from './sex-select';

/**
 * Name, surname, phone, birth and sex are required, e-mail must be valid, and a birth date is not
 * after `today` (see docs/product.md, Accounts and sessions).
 */
const formSchemaOn = (today: string) =>
  userUpdateSchema.pick({ name: true, surname: true, email: true, phone: true }).extend({
    birth: z.iso.date().refine((d) => d <= today, { message: 'future_date' }),
    sex: z.enum(['MASCULINE', 'FEMININE']),
  });
type PersonalData = z.input<ReturnType<typeof formSchemaOn>>;

const valuesOf = (user: User): PersonalData => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  phone: user.phone,
  birth: user.birth ?? '',
  sex: user.sex ?? ('' as PersonalData['sex']),
});

export function PersonalDataForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateUser();
  const [saved, setSaved] = useState(false);
  const today = useGymTime().today();
  const formSchema = useMemo(() => formSchemaOn(today), [today]);
  const form = useForm<PersonalData>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    values: valuesOf(user),
  });
  const { errors, isValid, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id: user.id, body: { ...values, birth: values.birth, sex: values.sex } });
    setSaved(true);
  });
  const text = (name: keyof PersonalData, autoComplete: string, type = 'text') => (
    <FormField label={t(`auth.fields.${name}`)} name={name} error={errors[name]}>
      {(a11y) => <TextInput {...a11y} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );
  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'given-name')}
        {text('surname', 'family-name')}
      </div>
      {text('email', 'email', 'email')}
      {text('phone', 'tel', 'tel')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('birth', 'bday', 'date')}
        <FormField label={t('auth.fields.sex')} name="sex" error={errors.sex}>
          {(a11y) => <SexSelect {...a11y} {...form.register('sex')} />}
        </FormField>
      </div>
      <FormError code={errorCodeOf(save.error)} />
      <Button type="submit" disabled={!isValid || !isDirty || save.isPending}>
        {t('dialogs.save')}
      </Button>
      <OkDialog open={saved} onOpenChange={setSaved} title={t('dialogs.personal_data_saved')} />
    </form>
  );
}
