import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { configureSession, restoreSession } from './app/session-controller';
import { paths } from './config/paths';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { openStorage } from './lib/storage';
import './styles.css';

initI18n();
const queryClient = createQueryClient();
configureSession({ storage: await openStorage(), queryClient });

// The stored session is restored before the first screen, so a reload on a members-only page
// stays there instead of bouncing through the login.
const restored = await restoreSession();
const router = createRouter();
if (restored && window.location.pathname === paths.home)
  void router.navigate(paths.profile, { replace: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
