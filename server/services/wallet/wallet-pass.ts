/**
 * Apple Wallet passes of wallet cards (docs/wallet.md#passes): when a site offers them, what a pass
 * holds, and the call that hands one to its card's holder (account/valuePassWallet).
 */
import { loadPassKit, loadSharp } from '../../lazy-packages';
import type { AccountValuePassWalletRequest } from '../../../src/generated/api/account-value-pass-wallet.request';
import type { AccountValuePassWalletResponse } from '../../../src/generated/api/account-value-pass-wallet.response';
import type { Tenant, WalletPassConfig } from '../../../src/generated/tenant';
import { formatMoney, moneySymbolOf } from '../../../src/lib/money';
import { programmeName } from '../../../src/lib/wallet-rules';
import { ok, refused } from '../../../src/protocol';
import { findOwnCard } from '../../db/repositories/wallet-repository';
import { findNextTicket, type NextTicketRecord } from '../../db/repositories/wallet-pass-repository';
import type { ShopMatch } from '../../tenants/registry';
import { secretValue, type SecretSource } from '../../tenants/secret-value';
import type { SessionIdentity } from '../accounts';
import { walletCardView, type WalletCardView } from './card-view';
import type { DemoPassMaterial } from './demo-pass-certificates';
import { passMaterialProblem, passSigningMaterial, type PassSigningMaterial } from './pass-certificates';
import type { WalletDeps } from './wallet-deps';

export const PASS_MIME_TYPE = 'application/vnd.apple.pkpass';

/** Why a tenant cannot sign passes: where in its file, and what to do. */
export interface PassGap {
  pointer: string;
  message: string;
}

export type PassReadiness =
  { ready: true; identity: WalletPassConfig; material: PassSigningMaterial } | { ready: false; gaps: PassGap[] };

/**
 * Whether the tenant can sign passes with the secrets in `secrets`: membership.walletPass (pass type
 * id, team id, organisation) and both secrets referenced, set, and usable. Every gap is named.
 */
export function passReadiness(tenant: Tenant, secrets: SecretSource, demo?: DemoPassMaterial): PassReadiness {
  const gaps: PassGap[] = [];
  const identity = tenant.membership?.walletPass;
  if (!identity)
    gaps.push({
      pointer: '/membership/walletPass',
      message: 'is missing (pass type id, team id and organisation name of the Apple Wallet pass)',
    });
  const certRef = tenant.secrets?.walletPassCertificate;
  const keyRef = tenant.secrets?.walletPassKey;
  // The demo certificate stands in for referenced secrets whose variables are unset (SANDBOX_WALLET_PASS=1).
  const demoStandsIn =
    demo !== undefined &&
    certRef !== undefined &&
    keyRef !== undefined &&
    secretValue(secrets, certRef) === undefined &&
    secretValue(secrets, keyRef) === undefined;
  const cert = demoStandsIn ? demo.certificatePem : secretValue(secrets, certRef);
  const key = demoStandsIn ? demo.keyPem : secretValue(secrets, keyRef);
  for (const [name, ref, value] of [
    ['walletPassCertificate', certRef, cert],
    ['walletPassKey', keyRef, key],
  ] as const) {
    if (ref === undefined)
      gaps.push({
        pointer: `/secrets/${name}`,
        message: `is missing: the secret ${name} must reference the environment variable that holds it`,
      });
    else if (value === undefined)
      gaps.push({ pointer: `/secrets/${name}`, message: `names ${ref.env}, which is not set in this environment` });
  }
  if (cert !== undefined && key !== undefined) {
    const problem = passMaterialProblem(cert, key);
    if (problem)
      gaps.push({
        pointer: '/secrets/walletPassCertificate',
        message: `(${certRef?.env ?? ''} with ${keyRef?.env ?? ''}) cannot sign passes: ${problem}`,
      });
  }
  if (gaps.length > 0 || !identity || cert === undefined || key === undefined) return { ready: false, gaps };
  return { ready: true, identity, material: passSigningMaterial(cert, key) };
}

/** Whether the shop's site offers 'Add to Apple Wallet': its addWallet is 1 and the tenant can sign. */
export function passOffered(
  shop: Pick<ShopMatch, 'tenant' | 'site'>,
  secrets: SecretSource,
  demo?: DemoPassMaterial,
): boolean {
  return shop.site.addWallet === 1 && passReadiness(shop.tenant, secrets, demo).ready;
}

/**
 * What tenants:check warns about a tenant with a site whose addWallet is 1 but that cannot sign
 * passes: each gap, and which sites therefore hide 'Add to Apple Wallet'. Empty when all is set.
 */
export function passWarnings(tenant: Tenant, secrets: SecretSource): PassGap[] {
  const shops = tenant.sites.filter((site) => site.addWallet === 1).map((site) => site.shopCode);
  if (shops.length === 0) return [];
  const readiness = passReadiness(tenant, secrets);
  if (readiness.ready) return [];
  const hidden = `so ${shops.join(', ')} (addWallet 1) hide${shops.length === 1 ? 's' : ''} 'Add to Apple Wallet'`;
  return readiness.gaps.map((gap) => ({
    pointer: gap.pointer,
    message: `${gap.message}, ${hidden} (npm start signs with a demo certificate while both pass secrets are unset: docs/wallet.md#demo-passes)`,
  }));
}

/** The pass's label texts, by pass.strings language. */
const PASS_STRINGS: Readonly<Record<'en' | 'zh-Hans', Readonly<Record<string, string>>>> = {
  en: {
    BALANCE: 'Balance',
    POINTS: 'Points',
    CARD: 'Card',
    EXPIRES: 'Valid until',
    NEXT_TICKET: 'Next ticket',
    WHEN: 'Parking',
    WHERE: 'Car park',
    REFERENCE: 'Booking reference',
  },
  'zh-Hans': {
    BALANCE: '余额',
    POINTS: '积分',
    CARD: '卡号',
    EXPIRES: '有效期至',
    NEXT_TICKET: '下一张停车票',
    WHEN: '停车时间',
    WHERE: '停车场',
    REFERENCE: '预订编号',
  },
};

export function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** Date and time at the site: YYYY-MM-DD HH:mm (the end's date only when it is another day). */
export function ticketWindow(ticket: Pick<NextTicketRecord, 'entryAt' | 'exitAt' | 'timeZone'>): string {
  const parts = (at: Date) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: ticket.timeZone,
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
    return {
      day: `${p.year}-${two(Number(p.month))}-${two(Number(p.day))}`,
      time: `${two(Number(p.hour))}:${two(Number(p.minute))}`,
    };
  };
  const from = parts(ticket.entryAt);
  const to = parts(ticket.exitAt);
  return `${from.day} ${from.time} – ${to.day === from.day ? '' : `${to.day} `}${to.time}`;
}

/** A plain square icon in the brand's primary colour (the pass needs icon.png). */
export async function icon(colour: string, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

export function rgb(hex: string): string {
  const v = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  return v ? `rgb(${parseInt(v[1], 16)}, ${parseInt(v[2], 16)}, ${parseInt(v[3], 16)})` : 'rgb(0, 0, 0)';
}

export interface PassContent {
  tenant: Tenant;
  identity: WalletPassConfig;
  material: PassSigningMaterial;
  card: WalletCardView;
  /** The customer's next parking ticket, carried on the same pass; null when there is none. */
  nextTicket: NextTicketRecord | null;
  language: string;
}

/**
 * The signed .pkpass of one card: a storeCard with the balance (stored value) or points as its
 * primary field, the points, masked number and expiry, the card's QR payload as a QR barcode, and
 * the next parking ticket's number and time window when there is one.
 */
export async function buildWalletPass(c: PassContent): Promise<Buffer> {
  const primary = c.tenant.theme.palette?.primary ?? '#000000';
  const onPrimary = c.tenant.theme.palette?.onPrimary ?? '#ffffff';
  const programme = c.tenant.wallet?.programmes.find((p) => p.code === c.card.programmeCode);
  const name = programme ? programmeName(programme, c.language) : c.tenant.branding.name;
  const [small, large] = await Promise.all([icon(primary, 29), icon(primary, 58)]);
  const { PKPass } = await loadPassKit();
  const pass = new PKPass(
    { 'icon.png': small, 'icon@2x.png': large },
    { wwdr: c.material.wwdr, signerCert: c.material.signerCert, signerKey: c.material.signerKey },
    {
      formatVersion: 1,
      passTypeIdentifier: c.identity.passTypeIdentifier,
      teamIdentifier: c.identity.teamIdentifier,
      organizationName: c.identity.organizationName,
      serialNumber: c.card.id,
      description: name,
      logoText: name,
      backgroundColor: rgb(primary),
      foregroundColor: rgb(onPrimary),
      labelColor: rgb(onPrimary),
    },
  );
  pass.type = 'storeCard';
  const symbol = moneySymbolOf(c.tenant.locale);
  if (c.card.kind === 'stored-value') {
    pass.primaryFields.push({ key: 'balance', label: 'BALANCE', value: formatMoney(c.card.balance, symbol) });
    pass.secondaryFields.push({ key: 'points', label: 'POINTS', value: c.card.points });
  } else {
    pass.primaryFields.push({ key: 'points', label: 'POINTS', value: c.card.points });
  }
  pass.auxiliaryFields.push(
    { key: 'card', label: 'CARD', value: c.card.maskedNumber },
    { key: 'expires', label: 'EXPIRES', value: c.card.expiresOn },
  );
  if (c.nextTicket) {
    pass.secondaryFields.push({ key: 'nextTicket', label: 'NEXT_TICKET', value: c.nextTicket.ticketNo });
    pass.backFields.push(
      { key: 'ticketWindow', label: 'WHEN', value: ticketWindow(c.nextTicket) },
      { key: 'ticketLot', label: 'WHERE', value: c.nextTicket.lotName },
      { key: 'ticketReference', label: 'REFERENCE', value: c.nextTicket.reference },
    );
  }
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: c.card.qrPayload,
    messageEncoding: 'iso-8859-1',
    altText: c.card.maskedNumber,
  });
  // The card is valid through its expiry day (UTC).
  pass.setExpirationDate(new Date(`${c.card.expiresOn}T23:59:59Z`));
  for (const [lang, strings] of Object.entries(PASS_STRINGS)) pass.localize(lang, strings);
  return pass.getAsBuffer();
}

/**
 * account/valuePassWallet: the pass of one of the customer's own cards, base64 in the answer.
 * Another customer's card answers as a missing one; a site that does not offer passes refuses.
 */
export async function walletPass(
  deps: WalletDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: AccountValuePassWalletRequest,
): Promise<AccountValuePassWalletResponse> {
  const readiness = passReadiness(shop.tenant, deps.secrets, deps.demoPass);
  if (shop.site.addWallet !== 1 || !readiness.ready) return refused('WALLET_PASS_OFF');
  const record = await findOwnCard(deps.db, identity.tenantId, identity.accountId, body.cardId);
  if (!record) return refused('WALLET_CARD_NOT_FOUND');
  const now = deps.now();
  const card = walletCardView(record, now);
  const nextTicket = await findNextTicket(deps.db, identity.tenantId, identity.accountId, now);
  const file = await buildWalletPass({
    tenant: shop.tenant,
    identity: readiness.identity,
    material: readiness.material,
    card,
    nextTicket,
    language: body.language ?? shop.tenant.locale.defaultLanguage,
  });
  deps.log.info({ card: card.id, account: identity.accountId }, 'wallet pass issued');
  return ok({
    fileName: `${card.programmeCode}-${card.cardNumber.slice(-4)}.pkpass`,
    mimeType: PASS_MIME_TYPE,
    pass: file.toString('base64'),
  });
}
