import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppQueryClient, AppProvider } from './app/provider.tsx';
import { AppRouter, loadScreen } from './app/router.tsx';
import { toast } from './components/ui/toast/toast-store.ts';
import { adoptSignInFromServer } from './features/auth/sign-in-hand-over.ts';
import { FIRST_SCREEN_DRAWN_ATTRIBUTE, readFirstScreenSeed } from './first-screen/first-screen-data.ts';
import { currentUserQueryKey } from './lib/current-user-key.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A sign-in posted to the server before the app ran (decision 0741) hands its session over first,
// and is greeted as the app's own sign-in is.
if (adoptSignInFromServer()) toast({ title: 'Welcome back!' });
const queryClient = createAppQueryClient(readFirstScreenSeed());
// From here the drawn board is the app's: the page's live script no longer redraws it (decision 0740).
const drawn = container.getAttribute(FIRST_SCREEN_DRAWN_ATTRIBUTE);
container.removeAttribute(FIRST_SCREEN_DRAWN_ATTRIBUTE);
const app = (
  <StrictMode>
    <AppProvider client={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// The server draws a public screen as a visitor sees it (entry-server.tsx): the app adopts that
// HTML when its own first render is a visitor's too; a phone with a session draws its own screen
// in its place (decision 0740).
// The screen's code first: then the page is adopted in one pass, nothing left waiting.
if (drawn === 'adopt' && queryClient.getQueryData(currentUserQueryKey) === null)
  void loadScreen(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
// A page the service worker opened has every screen's code at hand: the screen's first, then it is
// drawn in one pass, not a spinner and the screen after it (decision 0847). From the network, the
// app draws at once (a spinner while a screen's code travels).
else if (navigator.serviceWorker?.controller)
  void loadScreen(window.location.pathname)
    .catch(() => undefined)
    .then(() => createRoot(container).render(app));
else createRoot(container).render(app);

registerServiceWorker();
