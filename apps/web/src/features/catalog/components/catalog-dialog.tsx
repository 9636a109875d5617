import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';

/** The edit dialog every kind shares: the form, Close and Save (which waits for a change). */
export function CatalogDialog({
  title,
  saving,
  errorCode,
  canSave,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  saving: boolean;
  errorCode: string | null;
  canSave: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <BaseDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      errorCode={errorCode}
      loading={saving}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" form={formId} disabled={!canSave || saving}>
            {t('dialogs.save')}
          </Button>
        </>
      }
    >
      {/* The shared dialog does not scroll: a long form scrolls inside it, so a phone reaches every field. */}
      <form
        id={formId}
        onSubmit={onSubmit}
        noValidate
        className="-mx-1 mt-4 max-h-[60dvh] space-y-4 overflow-y-auto px-1 py-1"
      >
        {children}
      </form>
    </BaseDialog>
  );
}
