import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installApiEventHandling } from './app/api-events';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadSignedInScreen } from './app/router';
import { installChunkReload } from './lib/chunk-reload';
import { silenceConsole } from './lib/console';
import { currentLocale, i18n, loadUiTexts } from './lib/i18n';
import { createQueryClient, refetchFailedOnLanguageChange } from './lib/query-client';
import { accountQueryOptions } from './lib/auth';
import { installReferenceCache } from './lib/reference-cache';
import { sessionToken } from './lib/session-token';

silenceConsole();
installChunkReload();
const queryClient = createQueryClient();
installReferenceCache(queryClient);
refetchFailedOnLanguageChange(queryClient, i18n);
const router = createAppRouter();
installApiEventHandling(queryClient, (path) => void router.navigate(path));
if (sessionToken.get() !== null) {
  // Signed in already (a reload): ask for the account and fetch the screen's code at once, not one after the other.
  void queryClient.prefetchQuery(accountQueryOptions());
  preloadSignedInScreen(window.location.pathname);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first screen is drawn in its language: its texts (one chunk) come first, fetched alongside the screen's code.
void loadUiTexts(currentLocale()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
