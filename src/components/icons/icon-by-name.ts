import type { PageSection } from '../../generated/tenant';
import { CardIcon } from './CardIcon';
import { InfoIcon } from './InfoIcon';
import { PersonIcon } from './PersonIcon';
import { PhoneIcon } from './PhoneIcon';
import { QrIcon } from './QrIcon';
import { ShopIcon } from './ShopIcon';
import { TicketIcon } from './TicketIcon';
import { WalletIcon } from './WalletIcon';
import type { IconComponent } from './make-icon';

export type LinkIconName = NonNullable<NonNullable<PageSection['links']>[number]['icon']>;

/** Icons a tenant may name in a links section (schema: section.links[].icon). */
export const LINK_ICONS: Record<LinkIconName, IconComponent> = {
  ticket: TicketIcon,
  wallet: WalletIcon,
  card: CardIcon,
  info: InfoIcon,
  phone: PhoneIcon,
  qr: QrIcon,
  person: PersonIcon,
  shop: ShopIcon,
};
