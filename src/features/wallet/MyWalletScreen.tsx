import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** mywallet: loyalty and stored-value cards (not built yet). */
export default function MyWalletScreen() {
  return <ComingSoonScreen />;
}
