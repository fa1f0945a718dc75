import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** reservation: hidden unless the tenant enables it (docs/rules.md#reservation-route); TenantShell routes it only then. */
export default function ReservationScreen() {
  return <ComingSoonScreen />;
}
