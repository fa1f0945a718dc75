/**
 * Drives the account API the way a client of a tenant does: payloads packaged with the tenant's
 * mode, the session token as a Bearer header, codes read from the sandbox outbox, and a clock
 * the test moves forward instead of sleeping.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PackagingMode } from '../../../src/protocol';
import { packaged } from './app-harness';

export interface TestClock {
  now: () => Date;
  advanceSeconds(seconds: number): void;
}

export function testClock(start = '2031-03-03T09:00:00Z'): TestClock {
  let ms = Date.parse(start);
  return {
    now: () => new Date(ms),
    advanceSeconds(seconds) {
      ms += seconds * 1000;
    },
  };
}

/** The fixture tenants of tenant-fixtures.ts, by packaging mode. */
export const MODE_TENANTS: ReadonlyArray<{ mode: PackagingMode; tenant: string; shop: string }> = [
  { mode: 'plain', tenant: 'plainco', shop: 'plain-central' },
  { mode: 'base64', tenant: 'basco', shop: 'base-central' },
  { mode: 'paramIn', tenant: 'paramco', shop: 'param-central' },
  { mode: 'aes', tenant: 'aesco', shop: 'aes-central' },
];

let phoneSerial = 0;
let addressSerial = 0;

/** A fresh Australian mobile number as a user would type it (national format); unique per test run. */
export function freshPhone(): { typed: string; e164: string } {
  phoneSerial += 1;
  const subscriber = String(100_000 + ((process.pid * 97 + phoneSerial) % 900_000)).padStart(6, '0');
  return { typed: `0412 ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`, e164: `+61412${subscriber}` };
}

/** A fresh client address, so per-client SMS limits of one test do not reach the next. */
export function freshAddress(): string {
  addressSerial += 1;
  return `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
}

export interface Envelope<T extends object = Record<string, unknown>> {
  success: boolean;
  result: { rtn: number; dispMsg?: string } & T;
}

export interface AccountClientOptions {
  tenant: string;
  mode: PackagingMode;
  /** Client address the server sees (default: a fresh one). */
  address?: string;
}

export const STRONG_PASSWORD = 'Abcd123!';

export class AccountClient {
  readonly tenant: string;
  readonly mode: PackagingMode;
  readonly address: string;

  constructor(
    private readonly app: FastifyInstance,
    options: AccountClientOptions,
  ) {
    this.tenant = options.tenant;
    this.mode = options.mode;
    this.address = options.address ?? freshAddress();
  }

  raw(path: string, payload: unknown, token?: string, base = `/cloud/${this.tenant}`): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url: `${base}${path}`,
      payload: packaged(this.mode, payload) as object,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      remoteAddress: this.address,
    });
  }

  /** POSTs and expects HTTP 200 with an envelope. */
  async call<T extends object = Record<string, unknown>>(
    path: string,
    payload: unknown,
    token?: string,
  ): Promise<Envelope<T>> {
    const res = await this.raw(path, payload, token);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T>>();
  }

  async sandboxCode(phone: string): Promise<string> {
    const res = await this.app.inject({
      url: `/sandbox-api/sms/last?tenant=${this.tenant}&phone=${encodeURIComponent(phone)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ code: string }>().code;
  }

  /** Requests a code (expects it to be sent) and reads it from the outbox. */
  async codeFor(phone: string, purpose: 'signup' | 'login' | 'reset'): Promise<string> {
    const sent = await this.call('/account/getUserIdentifyCode', { phone, purpose });
    expect(sent.result, JSON.stringify(sent)).toMatchObject({ rtn: 1 });
    return this.sandboxCode(phone);
  }

  async verificationToken(phone: string, purpose: 'signup' | 'reset'): Promise<string> {
    const code = await this.codeFor(phone, purpose);
    const checked = await this.call<{ verificationToken: string }>('/account/checkUserIdentifyCode', {
      phone,
      purpose,
      code,
    });
    expect(checked.result.rtn, JSON.stringify(checked)).toBe(1);
    return checked.result.verificationToken;
  }

  /** Full sign-up; returns the session token. */
  async signUp(phone: string, profile: Record<string, unknown> = {}, password = STRONG_PASSWORD): Promise<string> {
    const verificationToken = await this.verificationToken(phone, 'signup');
    const registered = await this.call<{ userId: string }>('/account/register', {
      verificationToken,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      acceptTerms: true,
      ...profile,
    });
    expect(registered.result.rtn, JSON.stringify(registered)).toBe(1);
    return registered.result.userId;
  }

  async signIn(phone: string, password = STRONG_PASSWORD): Promise<Envelope<{ userId?: string }>> {
    return this.call<{ userId?: string }>('/account/signIn', { userName: phone, password });
  }

  async token(phone: string, password = STRONG_PASSWORD): Promise<string> {
    const signedIn = await this.signIn(phone, password);
    expect(signedIn.result.rtn, JSON.stringify(signedIn)).toBe(1);
    return signedIn.result.userId ?? '';
  }

  async status(path: string, payload: unknown, token: string): Promise<number> {
    return (await this.raw(path, payload, token)).statusCode;
  }
}
