import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes/AppRoutes';

/** The whole app under its router: src/main.tsx loads it as a module of its own (docs/architecture.md#entry-split). */
export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
}
