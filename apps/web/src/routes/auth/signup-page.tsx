import { type SignupRequest, signupSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { startSession } from '../../app/session-controller';
import { Button } from '../../components/ui/button';
import { FormError, FormField, TextInput } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { SexSelect } from '../../features/account/components/sex-select';
import { signup } from '../../features/auth/api/auth-calls';
import { AuthCard } from '../../features/auth/components/auth-card';
import { cinFieldSchema } from '../../features/auth/components/cin-field';
import { safeReturnUrl } from '../../features/auth/components/safe-return-url';
import { errorCodeOf } from '../../lib/error-code';
import { useGymTime } from '../../lib/gym-time';

/**
 * The signup form: the API's rules plus the password typed twice (see docs/product.md, Accounts and
 * sessions).
 */
const formSchemaOn = (today: string) =>
  signupSchema
    .extend({
      cin: cinFieldSchema,
      password2: z.string(),
      birth: z.union([z.literal(''), z.iso.date().refine((d) => d <= today, { message: 'future_date' })]),
      sex: z.union([z.literal(''), z.enum(['MASCULINE', 'FEMININE'])]),
    })
    .refine((v) => v.password === v.password2, { message: 'passwords_differ', path: ['password2'] });
type SignupForm = z.input<ReturnType<typeof formSchemaOn>>;

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const today = useGymTime().today();
  const formSchema = useMemo(() => formSchemaOn(today), [today]);
  const form = useForm<SignupForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      cin: '',
      password: '',
      password2: '',
      // A lead made a member (/admin/leads) comes with what the box knows of them.
      name: params.get('name') ?? '',
      surname: params.get('surname') ?? '',
      email: params.get('email') ?? '',
      phone: params.get('phone') ?? '',
      birth: '',
      sex: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password2: _, birth, sex, ...values }) => {
    setErrorCode(null);
    const request: SignupRequest = {
      ...values,
      cin: String(values.cin),
      birth: birth || null,
      sex: sex || null,
    };
    try {
      await startSession(await signup(request));
      await navigate(safeReturnUrl(params.get('returnUrl'), paths.profile), { replace: true });
    } catch (error) {
      setErrorCode(errorCodeOf(error));
    }
  });

  const text = (name: keyof SignupForm, autoComplete: string, type = 'text') => (
    <FormField label={t(`auth.fields.${name}`)} name={name} error={errors[name]}>
      {(a11y) => <TextInput {...a11y} type={type} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );

  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'given-name')}
          {text('surname', 'family-name')}
        </div>
        {text('cin', 'username')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel')}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('birth', 'bday', 'date')}
          <FormField label={t('auth.fields.sex')} name="sex" error={errors.sex}>
            {(a11y) => <SexSelect {...a11y} {...form.register('sex')} />}
          </FormField>
        </div>
        {text('password', 'new-password', 'password')}
        {text('password2', 'new-password', 'password')}
        <FormError code={errorCode} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('common.loading') : t('auth.signup.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-gray-600">
        {t('auth.signup.have_account')}{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 underline">
          {t('auth.signup.to_login')}
        </Link>
      </p>
    </AuthCard>
  );
}
