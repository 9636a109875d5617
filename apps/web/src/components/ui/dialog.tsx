import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Spinner } from './spinner';

export interface BaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message?: ReactNode;
  /** An error code from the server, shown translated as error.{code}. */
  errorCode?: string | null;
  loading?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Title, message, error box and loader (spec point 2). Radix locks page scroll while it is open. */
export function BaseDialog({
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

export function OkDialog(props: Omit<BaseDialogProps, 'actions'> & { onOk?: () => void }) {
  const { t } = useTranslation();
  const close = () => {
    props.onOpenChange(false);
    props.onOk?.();
  };
  return <BaseDialog {...props} actions={<Button onClick={close}>{t('dialogs.ok')}</Button>} />;
}

export function YesNoDialog(props: Omit<BaseDialogProps, 'actions'> & { onYes: () => void }) {
  const { t } = useTranslation();
  return (
    <BaseDialog
      {...props}
      actions={
        <>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            {t('dialogs.no')}
          </Button>
          <Button onClick={props.onYes} disabled={props.loading}>
            {t('dialogs.yes')}
          </Button>
        </>
      }
    />
  );
}
