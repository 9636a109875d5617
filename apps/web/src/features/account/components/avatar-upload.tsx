import type { User } from '@boxbook/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorCodeOf } from '../../../lib/error-code';
import { useUploadAvatar } from '../api/account-calls';
import { Avatar } from './avatar';
import { ACCEPTED_IMAGE_TYPES, compressImage } from './compress-image';

export function AvatarUpload({ user, isPro }: { user: User; isPro: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [localError, setLocalError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setLocalError(null);
    if (!file) return;
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return setLocalError('invalid_image');
    try {
      upload.mutate({ id: user.id, fileSource: await compressImage(file) });
    } catch {
      setLocalError('invalid_image');
    }
  };
  const errorCode = localError ?? errorCodeOf(upload.error);

  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        aria-label={t('config.change_avatar')}
      >
        <Avatar user={user} isPro={isPro} size={96} />
        <span className="absolute right-0 bottom-0 rounded-full bg-brand-700 px-2 py-1 text-xs font-bold text-white shadow">
          {upload.isPending ? <Spinner className="size-4" /> : '✎'}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        className="sr-only"
        aria-label={t('config.change_avatar')}
        data-testid="avatar-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <FormError code={errorCode} />
    </div>
  );
}
