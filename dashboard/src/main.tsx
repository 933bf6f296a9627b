import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { FIRST_SCREEN_LIMIT_MS, releaseFirstScreen } from './layout/first-screen';
import { readPreferredLanguage } from './i18n/language';
import { alignStoredLocale, createI18nProvider } from './providers';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const language = readPreferredLanguage();
alignStoredLocale(language);
const i18nProvider = await createI18nProvider(language);

// Real paths under /pro (the API falls back to this index.html for /pro/*) instead of react-admin's
// default hash router; a data router so that react-admin can block leaving a form with unsaved changes.
const router = createBrowserRouter([{ path: '/pro/*', element: <App i18nProvider={i18nProvider} /> }]);

const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
// Under the server's drawing of the home the app renders unseen: as a transition, React yields to the
// browser between pieces of that work instead of holding the phone's main thread for seconds.
if (document.getElementById('first-screen')) startTransition(render);
else render();
// The server's drawing of the home never outstays the app, whatever happens to the app's first screen.
setTimeout(releaseFirstScreen, FIRST_SCREEN_LIMIT_MS);
