import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { IconComponent } from '../../../components/icons/make-icon';

/** The card every text section sits in: an icon, a heading and content. */
export function SectionCard({
  icon: Icon,
  title,
  children,
}: {
  icon?: IconComponent;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card component="section">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.25 }}>
          {Icon && <Icon color="primary" fontSize="small" />}
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
