/**
 * Roles cannot be raised by someone who does not hold them (docs/admin.md#granting): a staff member
 * with only the members role can neither make themselves an admin nor create or make one, nor give a
 * role they lack, nor change a member who holds more than they do (an admin's password: they would
 * sign in as the admin); nobody changes their own roles; an admin still can do all of it to others.
 * Every grant, revoke and refused attempt is in the staff action log.
 */
import { beforeAll, expect, it } from 'vitest';
import type {
  AdminMeResponse,
  AdminMember,
  MembersListResponse,
  StaffActionsResponse,
} from '../../src/protocol/admin-content';
import { AdminClient, signedInAdmin } from './support/admin-kit';
import { describeOnDrivers } from './support/describe-on-drivers';
import { suiteApp } from './support/suite-app';

const NEW_MEMBER = { name: 'New', admin: false, password: 'Member-pass1', pin: '1357' };

describeOnDrivers('admin member grants', (driver) => {
  const server = suiteApp(driver, () => ({ demoStaff: true }));
  let admin: AdminClient;
  let membersOnly: AdminClient;
  let ids: Record<string, string>;

  beforeAll(async () => {
    [admin, membersOnly] = await Promise.all(
      ['S100', 'S700'].map((login) => signedInAdmin(server.app, 'plainco', login)),
    );
    const list = await admin.ok<MembersListResponse>('GET', '/members');
    ids = Object.fromEntries(list.members.map((m) => [m.staffCode, m.id]));
  });

  const member = async (staffCode: string): Promise<AdminMember> =>
    (await admin.ok<MembersListResponse>('GET', '/members')).members.find((m) => m.staffCode === staffCode)!;
  const log = async () => (await admin.ok<StaffActionsResponse>('GET', '/actions')).actions;

  it('a members-role staff member cannot set the admin flag on themselves (the attack: 200 before)', async () => {
    const me = (await membersOnly.ok<AdminMeResponse>('GET', '/me')).staff;
    expect(await membersOnly.refused('PUT', `/members/${me.staffId}`, { admin: true }, 403)).toBe('STAFF_OWN_ROLES');
    expect(await membersOnly.refused('PUT', `/members/${me.staffId}`, { roles: ['members', 'admin'] }, 403)).toBe(
      'STAFF_OWN_ROLES',
    );
    expect(await membersOnly.refused('PUT', `/members/${me.staffId}`, { roles: ['members', 'content'] }, 403)).toBe(
      'STAFF_OWN_ROLES',
    );
    expect(await member('S700')).toMatchObject({ admin: false, roles: ['members'] });
    // Their own name, and roles sent unchanged (as the edit form sends them), they may still save.
    expect(
      await membersOnly.ok<AdminMember>('PUT', `/members/${me.staffId}`, {
        name: 'Avery M',
        roles: ['members'],
        admin: false,
      }),
    ).toMatchObject({ name: 'Avery M', admin: false });
    const refused = (await log()).filter((a) => a.action === 'refused_member_roles' && a.staffCode === 'S700');
    expect(refused.map((a) => a.detail)).toEqual(expect.arrayContaining(['STAFF_OWN_ROLES: S700: granted admin flag']));
  });

  it('a members-role staff member cannot create an admin or give a role they lack (201 before)', async () => {
    expect(
      await membersOnly.refused('POST', '/members', { ...NEW_MEMBER, staffCode: 'A1', roles: [], admin: true }, 403),
    ).toBe('STAFF_ROLE_NOT_HELD');
    expect(
      await membersOnly.refused('POST', '/members', { ...NEW_MEMBER, staffCode: 'A2', roles: ['admin'] }, 403),
    ).toBe('STAFF_ROLE_NOT_HELD');
    expect(
      await membersOnly.refused('POST', '/members', { ...NEW_MEMBER, staffCode: 'A3', roles: ['content'] }, 403),
    ).toBe('STAFF_ROLE_NOT_HELD');
    const codes = (await admin.ok<MembersListResponse>('GET', '/members')).members.map((m) => m.staffCode);
    expect(codes.filter((c) => ['A1', 'A2', 'A3'].includes(c))).toEqual([]);
    // What they hold they may give.
    const peer = await membersOnly.ok<AdminMember>('POST', '/members', {
      ...NEW_MEMBER,
      staffCode: 'M1',
      roles: ['members'],
    });
    expect(peer).toMatchObject({ roles: ['members'], admin: false });
    const entries = await log();
    expect(entries.filter((a) => a.action === 'refused_member_roles').map((a) => a.detail)).toEqual(
      expect.arrayContaining([
        'STAFF_ROLE_NOT_HELD: create A1: granted admin flag',
        'STAFF_ROLE_NOT_HELD: create A3: granted content',
      ]),
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'member_roles',
          staffCode: 'S700',
          subject: peer.id,
          detail: 'M1: granted members',
        }),
      ]),
    );
  });

  it('a members-role staff member cannot raise another member, nor change one who holds more than they do', async () => {
    expect(await membersOnly.refused('PUT', `/members/${ids.S200}`, { admin: true }, 403)).toBe(
      'STAFF_MEMBER_OUTRANKS',
    );
    const plain = await membersOnly.ok<AdminMember>('POST', '/members', { ...NEW_MEMBER, staffCode: 'P1', roles: [] });
    expect(await membersOnly.refused('PUT', `/members/${plain.id}`, { admin: true }, 403)).toBe('STAFF_ROLE_NOT_HELD');
    expect(await membersOnly.refused('PUT', `/members/${plain.id}`, { roles: ['cashier'] }, 403)).toBe(
      'STAFF_ROLE_NOT_HELD',
    );
    // An admin's password (then sign in as them), flag or disabling: all refused.
    expect(
      await membersOnly.refused('PUT', `/members/${ids.S100}`, { password: 'Taken-over1', pin: '9999' }, 403),
    ).toBe('STAFF_MEMBER_OUTRANKS');
    expect(await membersOnly.refused('PUT', `/members/${ids.S100}`, { admin: false }, 403)).toBe(
      'STAFF_MEMBER_OUTRANKS',
    );
    expect(await membersOnly.refused('PUT', `/members/${ids.S500}`, { disabled: true }, 403)).toBe(
      'STAFF_MEMBER_OUTRANKS',
    );
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/cloud/plainco/staff/signIn',
      payload: { login: 'S100', password: 'Taken-over1' },
    });
    expect(signIn.json<{ result: { token?: string } }>().result.token).toBeUndefined();
    expect(await member('S100')).toMatchObject({ admin: true, disabled: false });
    expect(await member('S500')).toMatchObject({ roles: ['content'], disabled: false });
    // A member within their own rights they may change, and take a role they hold from.
    expect(await membersOnly.ok<AdminMember>('PUT', `/members/${plain.id}`, { roles: ['members'] })).toMatchObject({
      roles: ['members'],
    });
    expect(
      await membersOnly.ok<AdminMember>('PUT', `/members/${plain.id}`, { roles: [], name: 'Plain' }),
    ).toMatchObject({ roles: [], name: 'Plain' });
    const entries = (await log())
      .filter((a) => a.subject === plain.id && a.action === 'member_roles')
      .map((a) => a.detail);
    expect(entries).toEqual(expect.arrayContaining(['P1: granted members', 'P1: revoked members']));
  });

  it('an admin still creates admins and grants and revokes every role, with each change in the log', async () => {
    const created = await admin.ok<AdminMember>('POST', '/members', {
      ...NEW_MEMBER,
      staffCode: 'AD1',
      roles: ['content'],
      admin: true,
    });
    expect(created).toMatchObject({ admin: true, roles: ['content'] });
    const raised = await admin.ok<AdminMember>('PUT', `/members/${ids.S200}`, {
      roles: ['counter', 'cashier'],
      admin: true,
    });
    expect(raised).toMatchObject({ admin: true, roles: ['counter', 'cashier'] });
    const lowered = await admin.ok<AdminMember>('PUT', `/members/${ids.S200}`, { roles: ['counter'], admin: false });
    expect(lowered).toMatchObject({ admin: false, roles: ['counter'] });
    const details = (await log())
      .filter((a) => a.action === 'member_roles' && a.staffCode === 'S100')
      .map((a) => a.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        'AD1: granted content, admin flag',
        'S200: granted cashier, admin flag',
        'S200: revoked cashier, admin flag',
      ]),
    );
  });

  it('nobody changes their own roles or admin flag, an admin included', async () => {
    expect(await admin.refused('PUT', `/members/${ids.S100}`, { roles: ['content'] }, 403)).toBe('STAFF_OWN_ROLES');
    expect(await admin.refused('PUT', `/members/${ids.S100}`, { roles: ['members'], admin: false }, 403)).toBe(
      'STAFF_OWN_ROLES',
    );
    expect(await member('S100')).toMatchObject({ admin: true, roles: [] });
  });
  it("an admin's new password and PIN for a member end that member's locks (docs/rules.md#attempt-limits)", async () => {
    const locked = await admin.ok<AdminMember>('POST', '/members', { ...NEW_MEMBER, staffCode: 'LK1', roles: [] });
    const staffCall = (path: string, payload: object, token?: string) =>
      server.app
        .inject({
          method: 'POST',
          url: `/cloud/plainco/staff${path}`,
          payload,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
        .then((r) => r.json<{ result: { rtn: number; token?: string; problem?: { code: string } } }>().result);
    const token = (await staffCall('/signIn', { login: 'LK1', password: NEW_MEMBER.password })).token ?? '';
    for (let i = 0; i < 5; i += 1) await staffCall('/unlock', { pin: '0000' }, token);
    for (let i = 0; i < 5; i += 1) await staffCall('/signIn', { login: 'LK1', password: 'Wrong-pass1' });
    expect((await staffCall('/signIn', { login: 'LK1', password: NEW_MEMBER.password })).problem?.code).toBe(
      'STAFF_LOCKED',
    );
    await admin.ok<AdminMember>('PUT', `/members/${locked.id}`, { password: 'Fresh-pass2', pin: '2468' });
    const fresh = (await staffCall('/signIn', { login: 'LK1', password: 'Fresh-pass2' })).token ?? '';
    expect(fresh).not.toBe('');
    expect((await staffCall('/unlock', { pin: '2468' }, fresh)).rtn).toBe(1);
  });
});
