import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { pickLanguage, readStoredLanguage } from './i18n/language-preference';

// Route loaders switch to the tenant's language; this start only makes t() usable at once.
void initI18n(pickLanguage(readStoredLanguage(null), null));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
