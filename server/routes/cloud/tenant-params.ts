export const TENANT_PARAMS = { tenant: 'Tenant id, e.g. harbourpark.' };
