/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Body of PUT /cloud/{tenant}/admin/members/{id}: only the fields sent change.
 */
export interface AdminMemberUpdateRequest {
  /**
   * The staff member's name as shown.
   */
  name?: string;
  /**
   * Phone number in E.164 (+64211234567), or null for none; unique in the tenant.
   */
  phone?: string | null;
  /**
   * Roles: the staff functions' (counter, assessor, cashier, manager), the admin area's (content, config, members) and admin (src/lib/admin-routes.ts ASSIGNABLE_ROLES).
   *
   * @maxItems 8
   */
  roles?:
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
   * The admin flag.
   */
  admin?: boolean;
  /**
   * true: the member can no longer sign in and their sessions end.
   */
  disabled?: boolean;
  /**
   * Password for employee login: 8 to 20 characters.
   */
  password?: string;
  /**
   * Counter PIN: 4 to 6 digits.
   */
  pin?: string;
}
