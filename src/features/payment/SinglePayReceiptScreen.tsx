import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** singlepay/{txn}/{action}/receipt (not built yet). */
export default function SinglePayReceiptScreen() {
  return <ComingSoonScreen />;
}
