import { useContext } from 'react';
import { TenantContext, type TenantScope } from './tenant-context';

/** The current shop's tenant, site and layout. Only inside a layout route. */
export function useTenant(): TenantScope {
  const scope = useContext(TenantContext);
  if (!scope) throw new Error('useTenant() is only available inside a shop layout (/shop, /app, /company, /embed)');
  return scope;
}
