import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen';
import type { ScreenId } from '../../lib/route-table';

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
  myQrCode: () => import('../../features/wallet/MyQrCodeScreen'),
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
  pinpad: () => import('../../features/staff/PinpadScreen'),
  tableOrder: () => import('../../features/shop/TableOrderScreen'),
  shopOrder: () => import('../../features/shop/ShopOrderScreen'),
  shopOrderStatus: () => import('../../features/shop/OrderStatusScreen'),
  myOrders: () => import('../../features/shop/MyOrdersScreen'),
  myCards: () => import('../../features/wallet/MyCardsScreen'),
  myWallet: () => import('../../features/wallet/MyWalletScreen'),
  voucherCollect: () => import('../../features/wallet/VoucherCollectScreen'),
  voucherGet: () => import('../../features/wallet/VoucherGetScreen'),
  merchantInvitation: () => import('../../features/invitations/MerchantInvitationScreen'),
  memberInvitation: () => import('../../features/invitations/MemberInvitationScreen'),
  invitationAccepted: () => import('../../features/invitations/InvitationAcceptedScreen'),
  employeeLogin: () => import('../../features/staff/EmployeeLoginScreen'),
  functionSelect: () => import('../../features/staff/FunctionSelectScreen'),
  memberFind: () => import('../../features/staff/MemberFindScreen'),
  memberRegistration: () => import('../../features/staff/MemberRegistrationScreen'),
  staffSinglePay: () => import('../../features/staff/StaffSinglePayScreen'),
  staffTableCodes: () => import('../../features/staff/StaffTableCodesScreen'),
  staffRefundsOwed: () => import('../../features/staff/StaffRefundsOwedScreen'),
  memberAssessment: () => import('../../features/staff/MemberAssessmentScreen'),
  projects: () => import('../../features/pages/content/ProjectsScreen'),
  solutions: () => import('../../features/pages/content/SolutionsScreen'),
  partners: () => import('../../features/pages/content/PartnersScreen'),
  products: () => import('../../features/pages/content/ProductsScreen'),
  clients: () => import('../../features/pages/content/ClientsScreen'),
  whyUs: () => import('../../features/pages/content/WhyUsScreen'),
  whereToGo: () => import('../../features/places/WhereToGoScreen'),
  mySites: () => import('../../features/places/MySitesScreen'),
  mySpots: () => import('../../features/places/MySpotsScreen'),
  myPrePays: () => import('../../features/places/MyPrePaysScreen'),
};

/** The global pages' screens (the neutral Kerbside frame itself is part of the app shell). */
export const GLOBAL_MODULES = {
  landing: () => import('../screens/LandingScreen'),
  about: () => import('../screens/GlobalAboutScreen'),
  contact: () => import('../screens/GlobalContactScreen'),
  notFound: () => import('../screens/NotFoundScreen'),
  forbidden: () => import('../screens/ForbiddenScreen'),
  flowGallery: () => import('../../features/flow-gallery/FlowGalleryScreen'),
  flowDiagram: () => import('../../features/flow-gallery/FlowDiagramScreen'),
} satisfies Record<string, ScreenModule>;

/**
 * Screens that load without the query layer: their own code reads nothing through it, and their
 * reading parts (the home's live offers, the footer) bring it once the page has settled. A home's and
 * a login's first download have byte budgets TanStack Query does not fit in (docs/architecture.md#server-reads).
 */
export const READS_IN_PARTS: ReadonlySet<ScreenId> = new Set(['home', 'login', 'signup', 'forgotPassword']);

/** Each screen as a lazy component, created once so React keeps its loaded module. */
export const LAZY_SCREENS = Object.fromEntries(
  Object.entries(SCREEN_MODULES).map(([screen, load]) => [
    screen,
    lazyScreen(load, { reads: READS_IN_PARTS.has(screen as ScreenId) ? 'in-parts' : 'with-screen' }),
  ]),
) as Record<ScreenId, LazyExoticComponent<ComponentType>>;
