import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { LinkIntentContext } from '../components/link-intent';
import { AppRoutes } from './routes/AppRoutes';
import { prefetchScreenAt } from './routes/screen-prefetch';

/** The whole app under its router, its links loading the screen they lead to when touched or pointed at: src/main.tsx loads it as a module of its own (docs/architecture.md#entry-split). */
export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <LinkIntentContext value={prefetchScreenAt}>
          <AppRoutes />
        </LinkIntentContext>
      </BrowserRouter>
    </StrictMode>
  );
}
