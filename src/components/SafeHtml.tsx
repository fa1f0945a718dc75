import Box from '@mui/material/Box';
import { use } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Renders tenant CMS HTML after sanitising it (suspends while DOMPurify loads). */
export function SafeHtml({ html }: { html: string }) {
  const clean = use(sanitizeHtml(html));
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3': { fontFamily: (theme) => theme.typography.h1.fontFamily, lineHeight: 1.3, mt: 0, mb: 1 },
        '& * + h1, & * + h2, & * + h3': { mt: 2.5 },
        '& h1': { fontSize: '1.5rem' },
        '& h2': { fontSize: '1.25rem' },
        '& h3': { fontSize: '1.1rem' },
        '& p, & ul, & ol': { mt: 0, mb: 1.25, lineHeight: 1.6 },
        '& > :last-child': { mb: 0 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 0.75 },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
