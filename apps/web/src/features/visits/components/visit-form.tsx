import { PARQ_QUESTIONS, type VisitRequest, visitRequestSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, FormField, TextInput } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/error-code';

const answerSchema = z.enum(['yes', 'no']);
/** The visitor's form: their contact, a yes or a no to each PAR-Q question, and the two consents. */
const formSchema = z.object({
  name: visitRequestSchema.shape.name,
  surname: visitRequestSchema.shape.surname,
  email: visitRequestSchema.shape.email,
  phone: visitRequestSchema.shape.phone,
  parq: z.object(Object.fromEntries(PARQ_QUESTIONS.map((key) => [key, answerSchema]))),
  healthConsent: z.boolean().refine(Boolean),
  termsAccepted: z.boolean().refine(Boolean),
});
type VisitForm = z.input<typeof formSchema>;
export type VisitAnswers = Omit<VisitRequest, 'classId' | 'language'>;

const checkClass = 'mt-1 h-5 w-5 shrink-0 rounded border-gray-400 text-brand-700 focus:ring-brand-500';

/**
 * What a visitor fills in to try a class (see docs/product.md, The first visit): name, e-mail and
 * phone, the PAR-Q health questions, the explicit consent to keep those answers, and the box's terms.
 */
export function VisitForm({
  onSubmit,
  error,
  pending,
  submitLabel,
}: {
  onSubmit: (answers: VisitAnswers) => void;
  error: unknown;
  pending: boolean;
  /** The button's words: the trial's, or the drop-in's "go on to pay". */
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const form = useForm<VisitForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      phone: '',
      healthConsent: false,
      termsAccepted: false,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onSubmit({
      ...values,
      parq: Object.fromEntries(
        PARQ_QUESTIONS.map((key) => [key, values.parq[key] === 'yes']),
      ) as VisitAnswers['parq'],
      healthConsent: true,
      termsAccepted: true,
    }),
  );
  const code = errorCodeOf(error);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('visit.name')} name="name" error={errors.name}>
          {(a11y) => <TextInput {...a11y} autoComplete="given-name" {...form.register('name')} />}
        </FormField>
        <FormField label={t('visit.surname')} name="surname" error={errors.surname}>
          {(a11y) => <TextInput {...a11y} autoComplete="family-name" {...form.register('surname')} />}
        </FormField>
        <FormField label={t('visit.email')} name="email" error={errors.email}>
          {(a11y) => <TextInput {...a11y} type="email" autoComplete="email" {...form.register('email')} />}
        </FormField>
        <FormField label={t('visit.phone')} name="phone" error={errors.phone}>
          {(a11y) => <TextInput {...a11y} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
      </div>

      <section aria-labelledby="parq-title" className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
        <h2 id="parq-title" className="text-lg font-bold text-ink">
          {t('visit.parq.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('visit.parq.intro')}</p>
        <ol className="mt-3 space-y-3">
          {PARQ_QUESTIONS.map((key) => {
            const invalid = Boolean(errors.parq?.[key]);
            return (
              <li key={key}>
                <fieldset aria-invalid={invalid}>
                  <legend className="text-sm font-medium text-ink">{t(`visit.parq.${key}`)}</legend>
                  <div className="mt-1 flex gap-6">
                    {(['yes', 'no'] as const).map((answer) => (
                      <label key={answer} className="flex items-center gap-2 text-sm">
                        <input
                          type="radio"
                          value={answer}
                          className="h-5 w-5"
                          {...form.register(`parq.${key}`)}
                        />
                        {t(`visit.parq.${answer}`)}
                      </label>
                    ))}
                  </div>
                  {invalid && <p className="mt-1 text-sm text-red-700">{t('visit.parq.required')}</p>}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <p className="mt-3 text-sm text-gray-700">{t('visit.parq.any_yes')}</p>
      </section>

      <div className="space-y-3">
        <label className="flex gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className={checkClass}
            aria-invalid={Boolean(errors.healthConsent)}
            {...form.register('healthConsent')}
          />
          <span>{t('visit.health_consent')}</span>
        </label>
        {errors.healthConsent && <p className="text-sm text-red-700">{t('visit.consent_required')}</p>}
        <label className="flex gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className={checkClass}
            aria-invalid={Boolean(errors.termsAccepted)}
            {...form.register('termsAccepted')}
          />
          <span>
            {t('visit.terms_before')}{' '}
            <Link to={paths.legalNotice} target="_blank" className="font-semibold text-brand-700 underline">
              {t('visit.terms_link')}
            </Link>{' '}
            {t('visit.terms_and')}{' '}
            <Link to={paths.privacyPolicy} target="_blank" className="font-semibold text-brand-700 underline">
              {t('visit.privacy_link')}
            </Link>
          </span>
        </label>
        {errors.termsAccepted && <p className="text-sm text-red-700">{t('visit.consent_required')}</p>}
      </div>

      <FormError code={code} />
      {code === 'visitor_is_member' && (
        <p>
          <Link to={paths.login} className="font-semibold text-brand-700 underline">
            {t('visit.sign_in_instead')}
          </Link>
        </p>
      )}
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {submitLabel ?? t('visit.submit')}
      </Button>
    </form>
  );
}
