import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** singlepay/...: a single payment request (later slice). */
export default function SinglePayScreen() {
  return <ComingSoonScreen />;
}
