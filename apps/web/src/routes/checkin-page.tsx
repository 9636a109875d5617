import { useTranslation } from 'react-i18next';
import { Page } from '../components/ui/page-title';
import { CheckinCodeCard } from '../features/checkins/components/checkin-code-card';
import { useCurrentUser } from '../lib/session';

/**
 * The member's code for the door (docs/product.md, Check-in at the door), a screen of its own so
 * the QR code's library loads only here; the installed app shows it without a network.
 */
export function CheckinPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page className="max-w-xl">
      <h1 className="mb-6 text-center text-2xl font-extrabold text-ink">{t('checkin.title')}</h1>
      <CheckinCodeCard userId={user.id} />
    </Page>
  );
}
