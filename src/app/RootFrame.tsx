import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from './feedback/LoadingBar';

/** Above every layout: the loading bar and scroll restoration. */
export function RootFrame() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
