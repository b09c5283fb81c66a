import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { readFirstScreenSeed } from './first-screen/first-screen-data.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider seed={readFirstScreenSeed()}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

registerServiceWorker();
