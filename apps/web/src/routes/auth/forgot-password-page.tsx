import { forgotPasswordSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { FormError, FormField, TextInput } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { forgotPassword } from '../../features/auth/api/auth-calls';
import { AuthCard } from '../../features/auth/components/auth-card';
import { cinFieldSchema } from '../../features/auth/components/cin-field';
import { errorCodeOf } from '../../lib/error-code';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema.extend({ cin: cinFieldSchema })),
    defaultValues: { cin: '' },
  });
  const submit = form.handleSubmit(async ({ cin }) => {
    setErrorCode(null);
    try {
      await forgotPassword(String(cin));
      setSent(true);
    } catch (error) {
      setErrorCode(errorCodeOf(error));
    }
  });
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sent ? (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-green-800">
          {t('auth.forgot.sent')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t('auth.fields.cin')} name="cin" error={form.formState.errors.cin}>
            {(a11y) => <TextInput {...a11y} autoComplete="username" {...form.register('cin')} />}
          </FormField>
          <FormError code={errorCode} />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <Link to={paths.login} className="mt-6 inline-block text-sm font-semibold text-brand-700 underline">
        {t('auth.forgot.back')}
      </Link>
    </AuthCard>
  );
}
