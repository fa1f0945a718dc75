import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface TextLinkProps {
  href: string;
  children: ReactNode;
  external?: boolean;
  sx?: SxProps<Theme>;
}

/** A plain text link in the theme's primary colour (tel:, mailto:, websites). */
export function TextLink({ href, children, external = false, sx }: TextLinkProps) {
  return (
    <Box
      component="a"
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={[
        {
          color: 'primary.main',
          textDecoration: 'none',
          overflowWrap: 'anywhere',
          '&:hover, &:focus-visible': { textDecoration: 'underline' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
