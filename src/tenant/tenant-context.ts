import { createContext } from 'react';
import type { TenantBundle } from './tenant-loader';
import type { LayoutName } from '../generated/tenant';

/** The shop a layout shows: its loaded tenant bundle and the layout it is shown in. */
export interface TenantScope {
  bundle: TenantBundle;
  layout: LayoutName;
}

export const TenantContext = createContext<TenantScope | null>(null);
