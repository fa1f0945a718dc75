/**
 * Drives the admin API (docs/admin.md#api) as the admin screens do: a demo staff member signs in
 * (staff/signIn, then staff/unlock with the PIN) and sends plain JSON with the staff token.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { demoStaffMember } from '../../../server/services/staff/demo-staff';
import type { PackagingMode } from '../../../src/protocol';
import { packaged } from './app-harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AdminErrorBody {
  success: false;
  result: { rtn: number; dispMsg: string; problem: { code: string; params: Record<string, number> } };
}

/** A staff session token of the tenant, signed in and unlocked with the demo member's own password and PIN. */
export async function staffToken(
  app: FastifyInstance,
  tenant: string,
  login: string,
  mode: PackagingMode = 'plain',
): Promise<string> {
  const signIn = await app.inject({
    method: 'POST',
    url: `/cloud/${tenant}/staff/signIn`,
    payload: packaged(mode, { login, password: demoStaffMember(login).password }) as object,
  });
  const token = signIn.json<{ result: { token: string } }>().result.token;
  expect(token, signIn.body).toBeTruthy();
  const unlock = await app.inject({
    method: 'POST',
    url: `/cloud/${tenant}/staff/unlock`,
    payload: packaged(mode, { pin: demoStaffMember(login).pin }) as object,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(unlock.json<{ result: { rtn: number } }>().result.rtn, unlock.body).toBe(1);
  return token;
}

export class AdminClient {
  constructor(
    readonly app: FastifyInstance,
    readonly tenant: string,
    readonly token: string | undefined,
  ) {}

  raw(method: Method, path: string, body?: unknown): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method,
      url: `/cloud/${this.tenant}/admin${path}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: this.token === undefined ? {} : { authorization: `Bearer ${this.token}` },
    });
  }

  /** A call expected to succeed (2xx); its JSON body. */
  async ok<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const res = await this.raw(method, path, body);
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
    return (res.body === '' ? undefined : res.json()) as T;
  }

  /** A call expected to be refused with `status`; the catalogue code it answered. */
  async refused(method: Method, path: string, body: unknown, status: number): Promise<string> {
    const res = await this.raw(method, path, body);
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(status);
    const parsed = res.json<AdminErrorBody>();
    expect(parsed.success).toBe(false);
    return parsed.result.problem.code;
  }
}

/** An admin API client of the tenant, signed in as the demo staff member `login` (S100, S500...). */
export async function signedInAdmin(app: FastifyInstance, tenant: string, login: string): Promise<AdminClient> {
  return new AdminClient(app, tenant, await staffToken(app, tenant, login));
}
