import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

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

const DialogFrame = lazy(() => import('./dialog-frame').then((m) => ({ default: m.DialogFrame })));

/**
 * Title, message, error box and loader (see docs/product.md, Layout). Radix (focus trap, scroll
 * lock) loads with the first dialog that opens, not with every page: a closed dialog renders
 * nothing.
 */
export function BaseDialog(props: BaseDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
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
