/**
 * The parking pass in Apple Wallet (docs/wallet.md#ticket-pass): a paid booking's ticket as an
 * eventTicket .pkpass with its QR code (the pass code the gates read), entry and exit at the site,
 * car park, address, ticket number and booking reference; built and signed as the wallet cards'
 * passes are (wallet-pass.ts), where the site offers passes.
 */
import type { AccountTicketPassWalletRequest } from '../../../src/generated/api/account-ticket-pass-wallet.request';
import type { AccountTicketPassWalletResponse } from '../../../src/generated/api/account-ticket-pass-wallet.response';
import type { Tenant, WalletPassConfig } from '../../../src/generated/tenant';
import { ok, refused } from '../../../src/protocol';
import { findOwnTicketPass, type TicketPassRecord } from '../../db/repositories/wallet-pass-repository';
import { loadPassKit } from '../../lazy-packages';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import type { PassSigningMaterial } from './pass-certificates';
import type { WalletDeps } from './wallet-deps';
import { icon, PASS_MIME_TYPE, passReadiness, rgb, two } from './wallet-pass';

/** The statuses whose passes open the gate (paid); others answer as an unknown pass. */
const PAID = new Set(['booked', 'topped_up']);

/** The event ticket's label texts, by pass.strings language. */
const TICKET_PASS_STRINGS: Readonly<Record<'en' | 'zh-Hans', Readonly<Record<string, string>>>> = {
  en: {
    CAR_PARK: 'Car park',
    ENTRY: 'Entry',
    EXIT: 'Exit',
    TICKET: 'Ticket',
    REFERENCE: 'Pre-pay reference',
    PLATE: 'Licence plate',
    ADDRESS: 'Address',
  },
  'zh-Hans': {
    CAR_PARK: '停车场',
    ENTRY: '入场',
    EXIT: '离场',
    TICKET: '停车票',
    REFERENCE: '预付参考号',
    PLATE: '车牌号',
    ADDRESS: '地址',
  },
};

/** A time at the site as YYYY-MM-DD HH:mm. */
export function siteDateTime(at: Date, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${two(Number(p.month))}-${two(Number(p.day))} ${two(Number(p.hour))}:${two(Number(p.minute))}`;
}

export interface TicketPassContent {
  tenant: Tenant;
  identity: WalletPassConfig;
  material: PassSigningMaterial;
  ticket: TicketPassRecord;
}

/**
 * The signed .pkpass of one parking ticket: an eventTicket whose primary field is the car park,
 * secondary the entry and exit at the site, auxiliary the ticket number, reference and plate; the
 * address on the front's header and the back; a QR of the pass code; relevant at entry, expiring at exit.
 */
export async function buildTicketPass(c: TicketPassContent): Promise<Buffer> {
  const primary = c.tenant.theme.palette?.primary ?? '#000000';
  const onPrimary = c.tenant.theme.palette?.onPrimary ?? '#ffffff';
  const [small, large] = await Promise.all([icon(primary, 29), icon(primary, 58)]);
  const { PKPass } = await loadPassKit();
  const t = c.ticket;
  const pass = new PKPass(
    { 'icon.png': small, 'icon@2x.png': large },
    { wwdr: c.material.wwdr, signerCert: c.material.signerCert, signerKey: c.material.signerKey },
    {
      formatVersion: 1,
      passTypeIdentifier: c.identity.passTypeIdentifier,
      teamIdentifier: c.identity.teamIdentifier,
      organizationName: c.identity.organizationName,
      serialNumber: `${t.bookingId}:${t.ticketNo}`,
      description: `${c.tenant.branding.name}: ${t.lotName}`,
      logoText: c.tenant.branding.name,
      backgroundColor: rgb(primary),
      foregroundColor: rgb(onPrimary),
      labelColor: rgb(onPrimary),
    },
  );
  pass.type = 'eventTicket';
  pass.headerFields.push({ key: 'ticket', label: 'TICKET', value: t.ticketNo });
  pass.primaryFields.push({ key: 'carPark', label: 'CAR_PARK', value: t.lotName });
  pass.secondaryFields.push(
    { key: 'entry', label: 'ENTRY', value: siteDateTime(t.entryAt, t.timeZone) },
    { key: 'exit', label: 'EXIT', value: siteDateTime(t.exitAt, t.timeZone) },
  );
  pass.auxiliaryFields.push(
    { key: 'address', label: 'ADDRESS', value: t.address },
    { key: 'reference', label: 'REFERENCE', value: t.reference },
  );
  if (t.licensePlate !== '') pass.auxiliaryFields.push({ key: 'plate', label: 'PLATE', value: t.licensePlate });
  pass.backFields.push(
    { key: 'backAddress', label: 'ADDRESS', value: t.address },
    { key: 'backReference', label: 'REFERENCE', value: t.reference },
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: t.passCode,
    messageEncoding: 'iso-8859-1',
    altText: t.ticketNo,
  });
  pass.setRelevantDate(t.entryAt);
  pass.setExpirationDate(t.exitAt);
  for (const [lang, strings] of Object.entries(TICKET_PASS_STRINGS)) pass.localize(lang, strings);
  return pass.getAsBuffer();
}

/**
 * account/ticketPassWallet: the event ticket of one of the customer's paid passes, base64 in the
 * answer. Another customer's pass, or one of an unpaid, cancelled or finished booking, answers as
 * unknown; a site that does not offer passes refuses.
 */
export async function ticketPass(
  deps: WalletDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: AccountTicketPassWalletRequest,
): Promise<AccountTicketPassWalletResponse> {
  const readiness = passReadiness(shop.tenant, deps.secrets, deps.demoPass);
  if (shop.site.addWallet !== 1 || !readiness.ready) return refused('WALLET_PASS_OFF');
  const ticket = await findOwnTicketPass(deps.db, identity.tenantId, identity.accountId, body.passCode);
  if (!ticket || !PAID.has(ticket.status) || ticket.exitAt <= deps.now()) return refused('PASS_UNKNOWN');
  const file = await buildTicketPass({
    tenant: shop.tenant,
    identity: readiness.identity,
    material: readiness.material,
    ticket,
  });
  deps.log.info({ booking: ticket.bookingId, account: identity.accountId }, 'ticket pass issued');
  return ok({
    fileName: `${ticket.ticketNo.replace(/[^A-Za-z0-9_-]/g, '-')}.pkpass`,
    mimeType: PASS_MIME_TYPE,
    pass: file.toString('base64'),
  });
}
