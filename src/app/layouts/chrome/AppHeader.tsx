import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { RouterLink } from '../../../components/RouterLink';
import { MenuIcon } from '../../../components/icons/MenuIcon';
import { BrandLogo } from './BrandLogo';

/** A logo this much wider than tall is a wordmark: it already shows the brand name. */
const WORDMARK_RATIO = 2.5;

interface AppHeaderProps {
  brandName: string;
  logoSrc: string | null;
  /** Logos are drawn for light backgrounds: on a solid (primary) bar they sit on a light plate. */
  logoPlate: boolean;
  /** Null: the brand is not a link (a pinpad handed to a customer leads nowhere else). */
  homeHref: string | null;
  compact: boolean;
  onOpenMenu: (() => void) | null;
  /** Right-hand side: the language switch. */
  actions?: ReactNode;
}

const BRAND_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.25,
  minWidth: 0,
  flex: 1,
  color: 'inherit',
  textDecoration: 'none',
} as const;

/** Header: menu button, the brand's logo and name (a link home), and the language switch. */
export function AppHeader({ brandName, logoSrc, logoPlate, homeHref, compact, onOpenMenu, actions }: AppHeaderProps) {
  const { t } = useTranslation();
  const [wordmark, setWordmark] = useState(false);
  const logoHeight = compact ? 26 : 30;
  const brand = (
    <>
      {logoSrc && (
        <Box
          sx={
            logoPlate
              ? { bgcolor: '#ffffff', borderRadius: 1, px: 0.75, py: 0.5, display: 'flex', flexShrink: 0 }
              : { display: 'flex', flexShrink: 0 }
          }
        >
          <BrandLogo
            src={logoSrc}
            alt=""
            height={logoHeight}
            onAspectRatio={(ratio) => setWordmark(ratio >= WORDMARK_RATIO)}
          />
        </Box>
      )}
      <Typography
        component="span"
        variant={compact ? 'subtitle1' : 'h6'}
        noWrap
        // A wordmark already names the brand: on a phone the text would only be cut off.
        sx={[
          { fontWeight: 700, lineHeight: 1.2, minWidth: 0 },
          wordmark && ((theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })),
        ]}
      >
        {brandName}
      </Typography>
    </>
  );
  return (
    <AppBar position="sticky">
      <Toolbar variant={compact ? 'dense' : 'regular'} sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <Button
            color="inherit"
            aria-label={t('nav.openMenu')}
            onClick={onOpenMenu}
            sx={{ minWidth: 0, p: 1, borderRadius: '50%', flexShrink: 0 }}
          >
            <MenuIcon />
          </Button>
        )}
        {homeHref === null ? (
          <Box sx={BRAND_SX}>{brand}</Box>
        ) : (
          <Box component={RouterLink} to={homeHref} sx={BRAND_SX}>
            {brand}
          </Box>
        )}
        {actions}
      </Toolbar>
    </AppBar>
  );
}
