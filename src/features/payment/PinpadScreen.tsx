import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';
import { UnavailableScreen } from '../../components/screens/UnavailableScreen';
import { useTenant } from '../../tenant/use-tenant';

/** pinpad (company) and pinpad/home (app): hidden when the site sets pinpad 0 (docs/rules.md#pinpad). */
export default function PinpadScreen() {
  const { bundle } = useTenant();
  if (bundle.site.pinpad === 0) return <UnavailableScreen />;
  return <ComingSoonScreen />;
}
