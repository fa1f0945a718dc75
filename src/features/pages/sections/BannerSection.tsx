import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTenant } from '../../../tenant/use-tenant';
import { tenantAssetUrl } from '../../../config/tenant-assets';
import { isBannerShown } from '../../../lib/banner-visibility';

/** The tenant's banner image (unless hidden by showBanner / hideBanner). */
export default function BannerSection() {
  const { bundle } = useTenant();
  const { branding } = bundle.tenant;
  const [failed, setFailed] = useState(false);
  if (failed || !branding.bannerImage || !isBannerShown(branding)) return null;
  return (
    <Box
      component="img"
      src={tenantAssetUrl(bundle.tenant.id, branding.bannerImage)}
      alt={branding.name}
      onError={() => setFailed(true)}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 7',
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  );
}
