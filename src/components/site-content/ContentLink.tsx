import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { RouterLink } from '../RouterLink';

/** A content link: a path of the app stays in the app; https, mailto and tel leave it. */
export function ContentLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  if (to.startsWith('/')) {
    return (
      <Link component={RouterLink} to={to} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={to} target={to.startsWith('https://') ? '_blank' : undefined} rel="noopener noreferrer" data-testid={testId}>
      {children}
    </Link>
  );
}
