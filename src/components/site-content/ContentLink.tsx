import Link from '@mui/material/Link';
import { use, type ReactNode } from 'react';
import { isSafeContentLink } from '../../lib/safe-link';
import { RouterLink } from '../RouterLink';
import { ContentLinkPlaceContext } from './content-link-context';

/**
 * A content link: a path of the app stays in the app; https, mailto and tel leave it. A link that
 * breaks the link rule (docs/admin.md#links: '//evil.example', javascript:) is shown as its text
 * only: the server refuses such links, and what reached the browser anyway is not followed.
 */
export function ContentLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const place = use(ContentLinkPlaceContext);
  // A path of the app opens in the layout and shop the customer is in (docs/rules.md#links-stay-in-brand).
  const local = isSafeContentLink(to) && to.startsWith('/') && place ? place(to) : to;
  if (!isSafeContentLink(to) || local === null) {
    return (
      <span data-testid={testId} data-link-refused="">
        {children}
      </span>
    );
  }
  if (local.startsWith('/')) {
    return (
      <Link component={RouterLink} to={local} data-testid={testId}>
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
