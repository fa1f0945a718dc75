import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';
import { UnavailableScreen } from '../../app/screens/UnavailableScreen';
import { useTenant } from '../../app/tenant/use-tenant';
import { isFeatureEnabled } from '../../config/features';

/**
 * reservation: hidden unless the tenant enables it (spec 2). The route is registered for the visit
 * once some tenant enables it, so a shop of another tenant is told it is not offered.
 */
export default function ReservationScreen() {
  const { bundle } = useTenant();
  if (!isFeatureEnabled(bundle.tenant, 'reservation')) return <UnavailableScreen />;
  return <ComingSoonScreen />;
}
