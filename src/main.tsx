import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { limitFirstPaint } from './app/first-paint';
import { AppRoutes } from './app/routes/AppRoutes';
import { initI18n } from './i18n/i18n';
import { pickLanguage, readStoredLanguage } from './i18n/language-preference';
import { captureInstallPrompt } from './offline/install-capture';

// The layouts settle the page's language before they paint; this start only makes t() usable at once.
void initI18n(pickLanguage(readStoredLanguage(null), null));

// Chrome offers to install as soon as the page qualifies: keep the offer for the app's own (docs/installable-app.md#install-offer).
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server's first paint goes when the first screen commits (src/app/first-paint.tsx); at the latest after a limit.
limitFirstPaint();

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
