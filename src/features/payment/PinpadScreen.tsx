import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';
import { UnavailableScreen } from '../../app/screens/UnavailableScreen';
import { useTenant } from '../../app/tenant/use-tenant';

/** pinpad (company) and pinpad/home (app): hidden when the site sets pinpad 0 (docs/rules.md#pinpad). */
export default function PinpadScreen() {
  const { bundle } = useTenant();
  if (bundle.site.pinpad === 0) return <UnavailableScreen />;
  return <ComingSoonScreen />;
}
