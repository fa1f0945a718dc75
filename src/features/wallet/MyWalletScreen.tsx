import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** mywallet: loyalty and stored-value cards (not built yet). */
export default function MyWalletScreen() {
  return <ComingSoonScreen />;
}
