/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of POST /cloud/{tenant}/admin/members: a new staff member of the tenant.
 */
export interface AdminMemberCreateRequest {
  /**
   * Staff id typed at employee login (S500): letters, digits, - and _; unique in the tenant regardless of case.
   */
  staffCode: string;
  /**
   * The staff member's name as shown.
   */
  name: string;
  /**
   * Phone number in E.164 (+64211234567), or null for none; unique in the tenant.
   */
  phone?: string | null;
  /**
   * Roles: the staff functions' (counter, assessor, cashier, manager), the admin area's (content, config, members) and admin (src/lib/admin-routes.ts ASSIGNABLE_ROLES).
   *
   * @maxItems 8
   */
  roles:
    | []
    | ['counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin']
    | [
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin'
      ]
    | [
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin'
      ]
    | [
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin'
      ]
    | [
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin'
      ]
    | [
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin'
      ]
    | [
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin'
      ]
    | [
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin',
        'counter' | 'assessor' | 'cashier' | 'manager' | 'content' | 'config' | 'members' | 'admin'
      ];
  /**
   * The admin flag: passes every permission check.
   */
  admin: boolean;
  /**
   * Password for employee login: 8 to 20 characters.
   */
  password: string;
  /**
   * Counter PIN: 4 to 6 digits.
   */
  pin: string;
}
