import { type LoginRequest, loginSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../../app/session-controller';
import { Button } from '../../components/ui/button';
import { FormError, FormField, TextInput } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { login } from '../../features/auth/api/auth-calls';
import { AuthCard } from '../../features/auth/components/auth-card';
import { cinFieldSchema } from '../../features/auth/components/cin-field';
import { safeReturnUrl } from '../../features/auth/components/safe-return-url';
import { errorCodeOf } from '../../lib/error-code';
import { useSessionEndReason } from '../../lib/session';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const endReason = useSessionEndReason();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginSchema.extend({ cin: cinFieldSchema })),
    defaultValues: { cin: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setErrorCode(null);
    try {
      await startSession(await login(values));
      await navigate(safeReturnUrl(params.get('returnUrl'), paths.profile), { replace: true });
    } catch (error) {
      setErrorCode(errorCodeOf(error));
    }
  });

  const signupLink = `${paths.signup}${params.size ? `?${params.toString()}` : ''}`;
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {endReason && (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t(`auth.session_ended.${endReason}`)}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t('auth.fields.cin')} name="cin" error={errors.cin}>
          {(a11y) => (
            <TextInput
              {...a11y}
              autoComplete="username"
              autoCapitalize="characters"
              {...form.register('cin')}
            />
          )}
        </FormField>
        <FormField label={t('auth.fields.password')} name="password" error={errors.password}>
          {(a11y) => (
            <TextInput
              {...a11y}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          )}
        </FormField>
        <FormError code={errorCode} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('common.loading') : t('auth.login.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline">
          {t('auth.login.forgot')}
        </Link>
        <p className="text-gray-600">
          {t('auth.login.no_account')}{' '}
          <Link to={signupLink} className="font-semibold text-brand-700 underline">
            {t('auth.login.to_signup')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
