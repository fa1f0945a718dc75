import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** singlepay/{txn}/{action}/receipt (later slice). */
export default function SinglePayReceiptScreen() {
  return <ComingSoonScreen />;
}
