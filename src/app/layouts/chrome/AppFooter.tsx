import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmailIcon } from '../../../components/icons/EmailIcon';
import { PhoneIcon } from '../../../components/icons/PhoneIcon';
import { WebsiteIcon } from '../../../components/icons/WebsiteIcon';
import { TextLink } from '../../../components/TextLink';
import { BrandLogo } from './BrandLogo';

interface AppFooterProps {
  brandName: string;
  footerImageSrc: string | null;
  /** The tenant's credit line, shown as it is (e.g. 'Designed by Kerbside Studio'). */
  designer: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The app webview's footer: brand and credit only, no links. */
  compact: boolean;
  /** The footer blocks admins publish (docs/admin.md#customer-content), above the contact links. */
  content?: ReactNode;
}

/**
 * The brand name in the copyright line is one piece (docs/rules.md#footer): it moves to the next
 * line whole rather than breaking inside, between CJK characters included ('莲花停|车'). Only a
 * name longer than the whole line wraps (at its spaces, else anywhere), and never overflows. The
 * message marks where the name goes, and the name is rendered as React text there, so a brand
 * name with '<' in it is text, never markup (Trans would read tags in a name put into its text).
 */
const BRAND_NAME = { display: 'inline-block', wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;
/** Stands for the brand in the translated line; no message or name contains it. */
const BRAND_MARK = '\u0000';

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Footer: footer image, contact, website and the designer credit. */
export function AppFooter({
  brandName,
  footerImageSrc,
  designer,
  phone,
  email,
  website,
  compact,
  content,
}: AppFooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const [beforeBrand, afterBrand = ''] = t('footer.copyright', { year, brand: BRAND_MARK }).split(BRAND_MARK);
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: 2,
        py: compact ? 1.5 : 3,
        textAlign: 'center',
      }}
    >
      {content}
      {!compact && footerImageSrc && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
          <BrandLogo src={footerImageSrc} alt={brandName} height={40} />
        </Box>
      )}
      {!compact && (
        <Box sx={{ display: 'flex', gap: 1, columnGap: 2, justifyContent: 'center', flexWrap: 'wrap', mb: 1 }}>
          {phone && (
            <TextLink
              href={`tel:${phone.replace(/\s+/g, '')}`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PhoneIcon fontSize="small" />
              {phone}
            </TextLink>
          )}
          {email && (
            <TextLink href={`mailto:${email}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <EmailIcon fontSize="small" />
              {email}
            </TextLink>
          )}
          {website && (
            <TextLink href={website} external sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <WebsiteIcon fontSize="small" />
              {displayUrl(website)}
            </TextLink>
          )}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textWrap: 'balance' }}>
        {beforeBrand}
        <Box component="span" data-testid="footer-brand" sx={BRAND_NAME}>
          {brandName}
        </Box>
        {afterBrand}
        {designer ? ` · ${designer}` : ''}
      </Typography>
    </Box>
  );
}
