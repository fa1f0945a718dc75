import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { isSafeContentLink } from '../../lib/safe-link';
import { RouterLink } from '../RouterLink';

/**
 * A content link: a path of the app stays in the app; https, mailto and tel leave it. A link that
 * breaks the link rule (docs/admin.md#links: '//evil.example', javascript:) is shown as its text
 * only: the server refuses such links, and what reached the browser anyway is not followed.
 */
export function ContentLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  if (!isSafeContentLink(to)) {
    return (
      <span data-testid={testId} data-link-refused="">
        {children}
      </span>
    );
  }
  if (to.startsWith('/')) {
    return (
      <Link component={RouterLink} to={to} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={to}
      target={to.startsWith('https://') ? '_blank' : undefined}
      rel="noopener noreferrer"
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
