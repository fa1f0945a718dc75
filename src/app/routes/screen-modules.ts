import type { ComponentType } from 'react';
import type { LayoutName } from '../../config/tenant-config';
import type { ScreenId } from './route-table';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Each screen's route module, loaded when its route is first visited (route-level code splitting). */
export const SCREEN_MODULES: Record<ScreenId, ScreenModule> = {
  home: () => import('../../features/pages/HomeScreen'),
  site: () => import('../../features/pages/SiteScreen'),
  info: () => import('../../features/pages/InfoScreen'),
  page: () => import('../../features/pages/PageScreen'),
  aboutUs: () => import('../../features/pages/AboutUsScreen'),
  contactUs: () => import('../../features/pages/ContactUsScreen'),
  login: () => import('../../features/account/LoginScreen'),
  signup: () => import('../../features/account/SignupScreen'),
  forgotPassword: () => import('../../features/account/ForgotPasswordScreen'),
  userProfile: () => import('../../features/account/UserProfileScreen'),
  accountEdit: () => import('../../features/account/AccountEditScreen'),
  myQrCode: () => import('../../features/account/MyQrCodeScreen'),
  dateRange: () => import('../../features/parking/DateRangeScreen'),
  ticketCheckout: () => import('../../features/parking/TicketCheckoutScreen'),
  bookingSuccess: () => import('../../features/parking/BookingSuccessScreen'),
  topUpSuccess: () => import('../../features/parking/TopUpSuccessScreen'),
  cancelSuccess: () => import('../../features/parking/CancelSuccessScreen'),
  myTickets: () => import('../../features/parking/MyTicketsScreen'),
  reservation: () => import('../../features/parking/ReservationScreen'),
  pay: () => import('../../features/payment/PayScreen'),
  singlePay: () => import('../../features/payment/SinglePayScreen'),
  singlePayReceipt: () => import('../../features/payment/SinglePayReceiptScreen'),
  pinpad: () => import('../../features/payment/PinpadScreen'),
  tableOrder: () => import('../../features/shop/TableOrderScreen'),
  myCards: () => import('../../features/wallet/MyCardsScreen'),
  myWallet: () => import('../../features/wallet/MyWalletScreen'),
  voucherCollect: () => import('../../features/wallet/VoucherCollectScreen'),
  voucherGet: () => import('../../features/wallet/VoucherGetScreen'),
  merchantInvitation: () => import('../../features/invitations/MerchantInvitationScreen'),
  memberInvitation: () => import('../../features/invitations/MemberInvitationScreen'),
  invitationAccepted: () => import('../../features/invitations/InvitationAcceptedScreen'),
};

/** Each layout's module, lazy as well. */
export const LAYOUT_MODULES: Record<LayoutName, ScreenModule> = {
  shop: () => import('../layouts/ShopLayout'),
  app: () => import('../layouts/AppLayout'),
  company: () => import('../layouts/CompanyLayout'),
  embed: () => import('../layouts/EmbedLayout'),
};

export const GLOBAL_MODULES = {
  layout: () => import('../layouts/GlobalLayout'),
  landing: () => import('../screens/LandingScreen'),
  about: () => import('../screens/GlobalAboutScreen'),
  contact: () => import('../screens/GlobalContactScreen'),
  notFound: () => import('../screens/NotFoundScreen'),
  forbidden: () => import('../screens/ForbiddenScreen'),
} satisfies Record<string, ScreenModule>;
