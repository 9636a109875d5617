import i18n from 'i18next';
import { api } from '../lib/api-client';
import { currentLanguage } from '../lib/i18n';
import { sessionStore } from '../lib/session';

/**
 * Keeps the member's language on the server (`PUT /api/users/me/language`) the one the app shows:
 * after signing in or up, when the app starts with a session, and on every switch. What is written
 * to members without a request of theirs (invoices, mails) is in that language. Each member and
 * language is told once per page load; a failed call is tried again on the next change.
 */
export function keepMemberLanguage(): () => void {
  let told: string | null = null;
  const tell = () => {
    const session = sessionStore.get();
    if (!session) {
      told = null;
      return;
    }
    const language = currentLanguage(i18n.resolvedLanguage ?? i18n.language);
    const key = `${session.user.id}:${language}`;
    if (key === told) return;
    told = key;
    api('/api/users/me/language', { method: 'PUT', body: { language } }).catch(() => {
      if (told === key) told = null;
    });
  };
  const stopSession = sessionStore.subscribe(tell);
  i18n.on('languageChanged', tell);
  tell();
  return () => {
    stopSession();
    i18n.off('languageChanged', tell);
  };
}
