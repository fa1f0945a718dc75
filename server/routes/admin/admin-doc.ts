import { BEARER_SECURITY } from '../../http/account-session';

/** OpenAPI parts every admin call shares: its tag and the staff session it needs (docs/admin.md#api). */
export const ADMIN_DOC = { tags: ['admin'], security: BEARER_SECURITY };
