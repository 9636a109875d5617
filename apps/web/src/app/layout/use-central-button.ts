import { paths } from '../../config/paths';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { useSession } from '../../lib/session';

/** Signed in: book the default activity today. Otherwise: register (see docs/product.md, Layout). */
export function useCentralButton(): { to: string; label: string } {
  const session = useSession();
  const config = useAppConfig();
  return session
    ? { to: paths.book(config.defaultActivityKey), label: 'header.book' }
    : { to: paths.signup, label: 'header.register' };
}
