import { type Role, roleSchema, type User, userStatusSchema, userUpdateSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, FormField, inputClass, TextInput } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useUpdateMember } from '../api/members';

/** What an admin edits of a member: personal data, status, roles, the pro flag and observations. */
const formSchema = userUpdateSchema
  .pick({ name: true, surname: true, email: true, phone: true, observations: true, status: true, pro: true })
  .extend({
    birth: z.union([z.iso.date(), z.literal('')]),
    sex: z.union([z.enum(['MASCULINE', 'FEMININE']), z.literal('')]),
    roles: z.array(roleSchema),
  });
type MemberData = z.input<typeof formSchema>;
/** USER is every account's; the others are what an admin grants. */
const GRANTED: Role[] = ['TRAINER', 'ADMIN', 'TESTER'];

const valuesOf = (user: User): MemberData => ({
  name: user.name,
  surname: user.surname,
  email: user.email,
  phone: user.phone,
  birth: user.birth ?? '',
  sex: user.sex ?? '',
  observations: user.observations,
  status: user.status,
  pro: user.pro,
  roles: user.roles.filter((role) => role !== 'USER'),
});

export function MemberForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useUpdateMember(user.id);
  const [saved, setSaved] = useState(false);
  const form = useForm<MemberData>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    values: valuesOf(user),
  });
  const { errors, isValid, isDirty } = form.formState;
  // Maintenance pauses a plan: without one it is not offered (the server refuses it too). A member
  // already in maintenance keeps the option shown as their current status.
  const noPause = user.plan === null && user.status !== 'MAINTENANCE';
  const noPauseId = useId();
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    await save.mutateAsync({
      ...values,
      birth: values.birth || null,
      sex: values.sex || null,
      roles: ['USER', ...(values.roles ?? [])],
    });
    setSaved(true);
  });
  const text = (name: 'name' | 'surname' | 'email' | 'phone' | 'birth', type = 'text') => (
    <FormField label={t(`auth.fields.${name}`)} name={name} error={errors[name]}>
      {(a11y) => <TextInput {...a11y} type={type} {...form.register(name)} />}
    </FormField>
  );
  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name')}
        {text('surname')}
        {text('email', 'email')}
        {text('phone', 'tel')}
        {text('birth', 'date')}
        <FormField label={t('auth.fields.sex')} name="sex" error={errors.sex}>
          {(a11y) => (
            <select {...a11y} className={inputClass} {...form.register('sex')}>
              <option value="">{t('auth.fields.sex_unset')}</option>
              <option value="FEMININE">{t('sex.FEMININE')}</option>
              <option value="MASCULINE">{t('sex.MASCULINE')}</option>
            </select>
          )}
        </FormField>
        <FormField label={t('members.fields.status')} name="status" error={errors.status}>
          {(a11y) => (
            <>
              <select
                {...a11y}
                aria-describedby={
                  [a11y['aria-describedby'], noPause ? noPauseId : undefined].filter(Boolean).join(' ') ||
                  undefined
                }
                className={inputClass}
                {...form.register('status')}
              >
                {userStatusSchema.options.map((status) => (
                  <option key={status} value={status} disabled={status === 'MAINTENANCE' && noPause}>
                    {t(`members.status.${status}`)}
                  </option>
                ))}
              </select>
              {noPause && (
                <p id={noPauseId} className="mt-1 text-sm text-gray-600">
                  {t('members.maintenance_needs_plan')}
                </p>
              )}
            </>
          )}
        </FormField>
        <fieldset>
          <legend className="text-sm font-semibold text-gray-700">{t('members.fields.roles')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {GRANTED.map((role) => (
              <label key={role} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  value={role}
                  className="size-5 accent-brand-500"
                  {...form.register('roles')}
                />
                {t(`members.roles.${role}`)}
              </label>
            ))}
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" className="size-5 accent-brand-500" {...form.register('pro')} />
              {t('members.fields.pro')}
            </label>
          </div>
        </fieldset>
      </div>
      <FormField label={t('members.fields.observations')} name="observations" error={errors.observations}>
        {(a11y) => <textarea {...a11y} rows={3} className={inputClass} {...form.register('observations')} />}
      </FormField>
      <FormError code={errorCodeOf(save.error)} />
      {saved && !isDirty && (
        <p role="status" className="text-sm font-semibold text-green-800">
          {t('dialogs.personal_data_saved')}
        </p>
      )}
      <Button type="submit" disabled={!isValid || !isDirty || save.isPending}>
        {t('dialogs.save')}
      </Button>
    </form>
  );
}
