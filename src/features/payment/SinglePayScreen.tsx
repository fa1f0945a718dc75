import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** singlepay/...: a single payment request (not built yet). */
export default function SinglePayScreen() {
  return <ComingSoonScreen />;
}
