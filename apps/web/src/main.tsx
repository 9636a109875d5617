import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { configureApiClient } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { sessionStore } from './lib/session';
import './styles.css';

initI18n();
configureApiClient({
  getToken: () => sessionStore.get()?.token ?? null,
  onUnauthorized: () => sessionStore.set(null),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
