import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorCodeOf } from '../../../lib/error-code';
import { useUploadCatalogImage } from '../api/catalog-calls';

const ACCEPTED = ['image/png', 'image/jpeg'];
const MAX_BYTES = 4 * 1024 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The item's picture with a preview; a new one is uploaded at once and re-encoded by the server.
 * A new item whose form takes `onPicked` keeps the picture and sends it with the item when it is
 * saved; otherwise it gets its picture once saved (the upload names the item).
 */
export function ImageUpload({
  kind,
  id,
  src,
  onUploaded,
  onPicked,
}: {
  kind: 'activities' | 'products';
  id: number | undefined;
  src: string;
  onUploaded: (image: string) => void;
  onPicked?: (fileSource: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadCatalogImage(kind);
  const [localError, setLocalError] = useState<string | null>(null);
  const [picked, setPicked] = useState('');
  const canPick = id !== undefined || onPicked !== undefined;

  const pick = async (file: File | undefined) => {
    setLocalError(null);
    if (!file || !canPick) return;
    if (!ACCEPTED.includes(file.type)) return setLocalError('invalid_image');
    if (file.size > MAX_BYTES) return setLocalError('payload_too_large');
    const fileSource = await readAsDataUrl(file);
    if (id === undefined) {
      setPicked(fileSource);
      onPicked?.(fileSource);
      return;
    }
    upload.mutate({ id, fileSource }, { onSuccess: (saved) => onUploaded(saved.image) });
  };
  const preview = picked || src;

  return (
    <div className="flex items-center gap-4">
      {preview ? (
        <img
          src={preview}
          alt={t('catalog.image_preview')}
          className="size-20 shrink-0 rounded-xl bg-gray-100 object-cover"
        />
      ) : (
        <div className="size-20 shrink-0 rounded-xl bg-gray-100" aria-hidden="true" />
      )}
      <div className="min-w-0 space-y-2">
        {!canPick ? (
          <p className="text-sm text-gray-600">{t('catalog.image_after_save')}</p>
        ) : (
          <>
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-gray-300 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              {upload.isPending && <Spinner className="size-4" />}
              {t('catalog.image_upload')}
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED.join(',')}
                className="sr-only"
                onChange={(event) => void pick(event.target.files?.[0])}
              />
            </label>
            <p className="text-xs text-gray-600">
              {t(id === undefined ? 'catalog.image_saved_with_item' : 'catalog.image_hint')}
            </p>
          </>
        )}
        <FormError code={localError ?? errorCodeOf(upload.error)} />
      </div>
    </div>
  );
}
