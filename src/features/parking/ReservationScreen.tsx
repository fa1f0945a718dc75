import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** reservation: hidden unless the tenant enables it (spec 2); TenantShell routes it only then. */
export default function ReservationScreen() {
  return <ComingSoonScreen />;
}
