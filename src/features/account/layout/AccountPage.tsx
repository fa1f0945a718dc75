import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTenant } from '../../../tenant/use-tenant';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { tenantAssetUrl } from '../../../config/tenant-assets';

interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  /** Shows the brand's login image (branding.loginImage) above the heading. */
  withLoginImage?: boolean;
  /** Above the card: steps, tabs. */
  header?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other account screens. */
  footer?: ReactNode;
}

/** The frame of the login, sign-up and password reset screens: one narrow column, one card. */
export function AccountPage({ title, intro, withLoginImage = false, header, children, footer }: AccountPageProps) {
  const { bundle } = useTenant();
  const image = withLoginImage ? bundle.tenant.branding.loginImage : undefined;
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      {image && (
        <Box
          component="img"
          src={tenantAssetUrl(bundle.tenant.id, image)}
          alt=""
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '15 / 8',
            maxHeight: 200,
            objectFit: 'cover',
            borderRadius: 2,
            mt: { xs: 2, sm: 3 },
          }}
        />
      )}
      <ScreenHeading>{title}</ScreenHeading>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {intro}
        </Typography>
      )}
      {header}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
          <Stack spacing={2}>{children}</Stack>
        </CardContent>
      </Card>
      {footer && (
        <Stack spacing={1} sx={{ mt: 2.5, alignItems: 'center', textAlign: 'center' }}>
          {footer}
        </Stack>
      )}
    </Box>
  );
}
