import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
 * values are escaped before Trans reads the message's tags and unescaped in its text after, so a
 * brand name with '<' in it is text, never markup (the app's i18n escapes nothing otherwise).
 */
const BRAND_NAME = { display: 'inline-block', wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Footer: footer image, contact, website and the designer credit. */
export function AppFooter({ brandName, footerImageSrc, designer, phone, email, website, compact, content }: AppFooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 2, py: compact ? 1.5 : 3, textAlign: 'center' }}
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
            <TextLink href={`tel:${phone.replace(/\s+/g, '')}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
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
        <Trans
          t={t}
          i18nKey="footer.copyright"
          values={{ year, brand: brandName }}
          tOptions={{ interpolation: { escapeValue: true } }}
          shouldUnescape
          components={{ brand: <Box component="span" data-testid="footer-brand" sx={BRAND_NAME} /> }}
        />
        {designer ? ` · ${designer}` : ''}
      </Typography>
    </Box>
  );
}
