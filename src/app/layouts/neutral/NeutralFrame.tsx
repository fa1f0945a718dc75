import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { MaterialThemeProvider } from '../../../components/MaterialThemeProvider';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FeedbackLayer } from '../../../feedback/FeedbackLayer';
import { neutralTheme } from '../../../tenant/tenant-theme';
import { useLanguageSwitch } from '../../../tenant/use-language-switch';
import { AppFooter } from '../chrome/AppFooter';
import { AppHeader } from '../chrome/AppHeader';
import { LanguageToggle } from '../chrome/LanguageToggle';

/**
 * The neutral Kerbside frame of the global pages: no tenant branding, nothing tenant-specific.
 * `wide` lets the content use a laptop's width (the flow gallery's diagrams).
 */
export function NeutralFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguageSwitch(null);
  const brand = t('brand.kerbside');
  return (
    <MaterialThemeProvider theme={neutralTheme()}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <AppHeader
          brandName={brand}
          logoSrc="/kerbside-logo.svg"
          logoPlate={false}
          homeHref="/home"
          compact={false}
          onOpenMenu={null}
          actions={<LanguageToggle language={language} />}
        />
        <Box component="main" sx={{ flex: 1, pb: 4 }}>
          <Box
            sx={{ mx: 'auto', px: { xs: 2, sm: 3 }, maxWidth: (theme) => theme.breakpoints.values[wide ? 'xl' : 'sm'] }}
          >
            {children}
          </Box>
        </Box>
        <AppFooter
          brandName={brand}
          footerImageSrc={null}
          designer={null}
          phone={null}
          email={null}
          website={null}
          compact={false}
        />
      </Box>
      <FeedbackLayer />
    </MaterialThemeProvider>
  );
}
