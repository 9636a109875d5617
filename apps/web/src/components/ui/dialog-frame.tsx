import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { BaseDialogProps } from './dialog';
import { Spinner } from './spinner';

/**
 * Title, message, error box and loader (see docs/product.md, Layout). Radix locks page scroll while
 * it is open.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  message,
  errorCode,
  loading,
  children,
  actions,
}: BaseDialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-[fade-in_0.2s]" />
        <RadixDialog.Content
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-6 shadow-xl animate-pop-in sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
          aria-describedby={message ? undefined : undefined}
        >
          <RadixDialog.Title className="text-lg font-bold text-ink">{title}</RadixDialog.Title>
          {message ? (
            <RadixDialog.Description className="mt-2 text-gray-600">{message}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
          {errorCode && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {t(`error.${errorCode}`, { defaultValue: t('error.unknown') })}
            </p>
          )}
          {loading && <Spinner className="mt-4 w-full" />}
          <div className="mt-6 flex justify-end gap-3">{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
