import { changePasswordSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { OkDialog } from '../../../components/ui/dialog';
import { FormError, FormField, TextInput } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useChangePassword } from '../api/account-calls';

const formSchema = changePasswordSchema
  .extend({ newPassword2: z.string().min(1) })
  .refine((v) => v.newPassword === v.newPassword2, { message: 'passwords_differ', path: ['newPassword2'] });
type PasswordChange = z.input<typeof formSchema>;
const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', newPassword2: '' };

export function PasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [saved, setSaved] = useState(false);
  const form = useForm<PasswordChange>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    await change.mutateAsync({ id: userId, oldPassword, newPassword });
    form.reset(EMPTY);
    setSaved(true);
  });
  const field = (name: keyof PasswordChange, autoComplete: string) => (
    <FormField label={t(`account.${name}`)} name={name} error={errors[name]}>
      {(a11y) => <TextInput {...a11y} type="password" autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );
  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate className="space-y-4">
      {field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('newPassword2', 'new-password')}
      <FormError code={errorCodeOf(change.error)} />
      <Button type="submit" disabled={!isValid || change.isPending}>
        {t('account.change_password')}
      </Button>
      <OkDialog open={saved} onOpenChange={setSaved} title={t('dialogs.password_saved')} />
    </form>
  );
}
