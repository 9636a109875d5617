import { type ContactMessage, contactMessageSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/error-code';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };
const label = 'block text-sm font-semibold text-gray-700';
const input =
  'mt-1 block w-full rounded-xl border-0 bg-white px-4 py-3 text-ink shadow-sm ring-1 ring-gray-300 placeholder:text-gray-400 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:ring-red-500';

/**
 * Name, e-mail and message, all required; submit waits until the form is valid (see
 * docs/product.md, Public screens).
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isValid } = form.formState;

  // The contact page is prerendered HTML: until the app has taken over, what a visitor typed
  // would be wiped by the form's registration, so the fields wait for it (a moment).
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    try {
      await send.mutateAsync(values);
      form.reset(EMPTY);
      setSent(true);
    } catch (error) {
      console.error('contact form failed', error);
    }
  });

  const field = (name: keyof ContactMessage) => ({
    id: `${idPrefix}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
    ...form.register(name),
  });
  const fieldError = (name: keyof ContactMessage) =>
    errors[name] && (
      <p id={`${idPrefix}-${name}-error`} className="mt-1 text-sm text-red-700">
        {t(`contact.errors.${name}`)}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={!hydrated} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label className={label} htmlFor={`${idPrefix}-name`}>
              {t('contact.name')}
            </label>
            <input className={input} autoComplete="name" {...field('name')} />
            {fieldError('name')}
          </div>
          <div>
            <label className={label} htmlFor={`${idPrefix}-email`}>
              {t('contact.email')}
            </label>
            <input
              className={input}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...field('email')}
            />
            {fieldError('email')}
          </div>
        </div>
        <div>
          <label className={label} htmlFor={`${idPrefix}-message`}>
            {t('contact.message')}
          </label>
          <textarea className={`${input} min-h-32`} rows={4} {...field('message')} />
          {fieldError('message')}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={!isValid || send.isPending}>
            {send.isPending ? t('contact.sending') : t('contact.send')}
          </Button>
          <p aria-live="polite" className="text-sm">
            {sent && <span className="font-medium text-green-700">{t('contact.sent')}</span>}
            {send.isError && (
              <span role="alert" className="font-medium text-red-700">
                {t(`error.${errorCodeOf(send.error) ?? 'network'}`, {
                  defaultValue: t('error.unknown'),
                })}
              </span>
            )}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
