import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, FormField, TextInput } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useRequestDeletion } from '../api/personal-data';

const formSchema = z.object({ password: z.string().min(1).max(200) });

/**
 * The member asks the box to delete their account, confirming with their password; once asked,
 * the page says so and when (the box carries it out, docs/decisions.md).
 */
export function DeletionRequestForm({ userId, requestedAt }: { userId: number; requestedAt: string | null }) {
  const { t } = useTranslation();
  const request = useRequestDeletion(userId);
  const form = useForm<z.infer<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: { password: '' },
  });
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    await request.mutateAsync(password);
    form.reset({ password: '' });
  });
  return (
    <section aria-labelledby="deletion-title" className="rounded-2xl bg-white p-5 ring-1 ring-red-200">
      <h2 id="deletion-title" className="text-lg font-bold text-ink">
        {t('personal_data.deletion.title')}
      </h2>
      {requestedAt ? (
        <p role="status" className="mt-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('personal_data.deletion.requested')}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate className="mt-2 space-y-4">
          <p className="text-sm text-gray-700">{t('personal_data.deletion.explain')}</p>
          <FormField label={t('personal_data.deletion.password')} name="password" error={errors.password}>
            {(a11y) => (
              <TextInput
                {...a11y}
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
              />
            )}
          </FormField>
          <FormError code={errorCodeOf(request.error)} />
          <Button type="submit" disabled={!isValid || request.isPending}>
            {t('personal_data.deletion.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
