import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { RouterNavLink } from '../../../components/RouterLink';
import { CarIcon } from '../../../components/icons/CarIcon';
import { CardIcon } from '../../../components/icons/CardIcon';
import { ClockIcon } from '../../../components/icons/ClockIcon';
import { HomeIcon } from '../../../components/icons/HomeIcon';
import { CheckCircleIcon } from '../../../components/icons/CheckCircleIcon';
import { InfoIcon } from '../../../components/icons/InfoIcon';
import { LoginIcon } from '../../../components/icons/LoginIcon';
import { LogoutIcon } from '../../../components/icons/LogoutIcon';
import { PersonIcon } from '../../../components/icons/PersonIcon';
import { ParkingIcon } from '../../../components/icons/ParkingIcon';
import { PhoneIcon } from '../../../components/icons/PhoneIcon';
import { PlaceIcon } from '../../../components/icons/PlaceIcon';
import { ShopIcon } from '../../../components/icons/ShopIcon';
import { TicketIcon } from '../../../components/icons/TicketIcon';
import { WalletIcon } from '../../../components/icons/WalletIcon';
import { WebsiteIcon } from '../../../components/icons/WebsiteIcon';
import type { IconComponent } from '../../../components/icons/make-icon';
import { InstallMenuItem } from '../../../offline/InstallMenuItem';
import type { NavItemId } from '../nav-items';

const NAV_ICONS: Record<NavItemId, IconComponent> = {
  home: HomeIcon,
  order: ShopIcon,
  myOrders: ClockIcon,
  myTickets: TicketIcon,
  whereToGo: PlaceIcon,
  myPrePays: ClockIcon,
  mySites: ParkingIcon,
  mySpots: CarIcon,
  myWallet: WalletIcon,
  myCards: CardIcon,
  profile: PersonIcon,
  login: LoginIcon,
  about: InfoIcon,
  contact: PhoneIcon,
  projects: WebsiteIcon,
  solutions: ShopIcon,
  partners: PersonIcon,
  clients: PersonIcon,
  whyUs: CheckCircleIcon,
};

export interface DrawerLink {
  id: NavItemId;
  href: string;
  label: string;
}

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle: string | null;
  links: readonly DrawerLink[];
  /** Greeting for a logged-in user, and the logout action; null when logged out. */
  account: { greeting: string; onLogout: () => void } | null;
}

/** The menu drawer with the layout's main routes. */
export function NavDrawer({ open, onClose, title, subtitle, links, account }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 288, maxWidth: '85vw' } } }}>
      <Box sx={{ px: 2.5, pt: 3, pb: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {subtitle}
          </Typography>
        )}
        {account && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {account.greeting}
          </Typography>
        )}
      </Box>
      <nav aria-label={t('nav.menu')}>
        <List>
          {links.map(({ id, href, label }) => {
            const Icon = NAV_ICONS[id];
            // A <ul> holds only <li>s: each link sits in its own list item.
            return (
              <ListItem key={id} disablePadding>
                <ListItemButton
                  component={RouterNavLink}
                  to={href}
                  onClick={onClose}
                  sx={{
                    '&.active': { bgcolor: 'action.selected', '& .MuiListItemIcon-root': { color: 'primary.main' } },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </nav>
      <InstallMenuItem onPrompt={onClose} />
      {account && (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button
              fullWidth
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => {
                onClose();
                account.onLogout();
              }}
            >
              {t('nav.logout')}
            </Button>
          </Box>
        </>
      )}
    </Drawer>
  );
}
