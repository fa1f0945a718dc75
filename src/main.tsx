import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { limitFirstPaint } from './app/first-paint';
import { initI18n } from './i18n/i18n';
import { firstPaintLanguage, pickLanguage, readStoredLanguage } from './i18n/language-preference';
import { captureInstallPrompt } from './offline/install-capture';
// The first screens' two small stylesheets stay in the page's own stylesheet (the server writes it
// into the page): left to the app's module, they would be fetched only once that module runs.
import './components/boot-splash.css';
import './feedback/loading-bar.css';

/**
 * The start is cut into tasks a slow phone can interleave with input (docs/architecture.md#entry-split):
 * this module (React's DOM renderer, the translator) runs first; the rest of the app (router, MUI, layouts),
 * fetched at the same time through the page's modulepreload, runs in a task of its own; and the first
 * render is a transition, which React renders in slices instead of one long task.
 */

// The layouts settle the page's language before they paint. The translator starts in the language
// the page will show when the server's first paint says which that is (a tenant's page), so a page
// never loads another language's texts first; else in the visitor's global choice.
void initI18n(firstPaintLanguage() ?? pickLanguage(readStoredLanguage(null), null));

// Chrome offers to install as soon as the page qualifies: keep the offer for the app's own (docs/installable-app.md#install-offer).
captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server's first paint goes when the first screen commits (src/app/first-paint.tsx); at the latest after a limit.
limitFirstPaint();

const root = createRoot(container);

// A task boundary first: an already fetched module would otherwise run in this same task.
setTimeout(() => {
  void import('./app/App').then(({ App }) => {
    startTransition(() => root.render(<App />));
  });
}, 0);
