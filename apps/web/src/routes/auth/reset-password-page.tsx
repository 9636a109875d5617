import { resetPasswordSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormError, FormField, TextInput } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { resetPassword } from '../../features/auth/api/auth-calls';
import { AuthCard } from '../../features/auth/components/auth-card';
import { cinFieldSchema } from '../../features/auth/components/cin-field';
import { errorCodeOf } from '../../lib/error-code';

const formSchema = resetPasswordSchema
  .extend({ cin: cinFieldSchema, password2: z.string() })
  .refine((v) => v.password === v.password2, { message: 'passwords_differ', path: ['password2'] });

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const form = useForm<z.input<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { cin: '', password: '', password2: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ cin, password }) => {
    setErrorCode(null);
    try {
      await resetPassword(token, { cin: String(cin), password });
      setDone(true);
    } catch (error) {
      setErrorCode(errorCodeOf(error));
    }
  });
  if (done) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-green-800">
          {t('auth.reset.done')}
        </p>
        <Link to={paths.login} className="mt-6 inline-block font-semibold text-brand-700 underline">
          {t('auth.login.submit')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t('auth.fields.cin')} name="cin" error={errors.cin}>
          {(a11y) => <TextInput {...a11y} autoComplete="username" {...form.register('cin')} />}
        </FormField>
        <FormField label={t('auth.fields.password')} name="password" error={errors.password}>
          {(a11y) => (
            <TextInput {...a11y} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </FormField>
        <FormField label={t('auth.fields.password2')} name="password2" error={errors.password2}>
          {(a11y) => (
            <TextInput
              {...a11y}
              type="password"
              autoComplete="new-password"
              {...form.register('password2')}
            />
          )}
        </FormField>
        <FormError code={errorCode} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
