import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** pay and pay/{txn}: the payment page (later slice). */
export default function PayScreen() {
  return <ComingSoonScreen />;
}
