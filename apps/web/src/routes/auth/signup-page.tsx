import { type SignupRequest, signupSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
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
import { useCurrentTerms } from '../../features/terms/api/terms';
import { TermsText } from '../../features/terms/components/terms-text';
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
  const terms = useCurrentTerms().data ?? null;
  const [agreed, setAgreed] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsTitleId = useId();

  const submit = form.handleSubmit(async ({ password2: _, birth, sex, ...values }) => {
    setErrorCode(null);
    // The box's current terms are accepted with the account (docs/product.md, Terms).
    if (terms && !agreed) {
      setTermsMissing(true);
      return;
    }
    const request: SignupRequest = {
      ...values,
      cin: String(values.cin),
      birth: birth || null,
      sex: sex || null,
      ...(terms ? { acceptedTermsId: terms.id } : {}),
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
        {terms && (
          <div>
            <h2 id={termsTitleId} className="text-sm font-semibold text-gray-700">
              {t('terms.signup.title', { version: terms.version })}
            </h2>
            <TermsText terms={terms} labelId={termsTitleId} />
            <Link
              to={paths.boxTerms}
              target="_blank"
              className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline"
            >
              {t('terms.signup.read_page')}
            </Link>
            <label className="mt-3 flex items-start gap-3 text-sm text-gray-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                checked={agreed}
                aria-invalid={termsMissing && !agreed}
                {...(termsMissing && !agreed ? { 'aria-describedby': `${termsTitleId}-error` } : {})}
                onChange={(e) => {
                  setAgreed(e.target.checked);
                  setTermsMissing(false);
                }}
              />
              {t('terms.signup.agree')}
            </label>
            {termsMissing && !agreed && (
              <p id={`${termsTitleId}-error`} className="mt-1 text-sm text-red-700">
                {t('terms.signup.required')}
              </p>
            )}
          </div>
        )}
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
