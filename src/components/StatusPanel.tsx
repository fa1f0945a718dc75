import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IconComponent } from './icons/make-icon';

interface StatusPanelProps {
  icon: IconComponent;
  title: string;
  body: ReactNode;
  action?: ReactNode;
  /** Heading level: 1 when the panel is the page's main content. */
  level?: 1 | 2;
}

/** A centred icon, title, text and action: empty states, not found, no permission. */
export function StatusPanel({ icon: Icon, title, body, action, level = 1 }: StatusPanelProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2, maxWidth: 440, mx: 'auto' }}>
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2.5,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <Icon sx={{ fontSize: 36 }} />
      </Box>
      <Typography component={level === 1 ? 'h1' : 'h2'} variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
        {body}
      </Typography>
      {action}
    </Box>
  );
}
