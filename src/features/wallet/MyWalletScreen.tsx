import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** mywallet: loyalty and stored-value cards (later slice). */
export default function MyWalletScreen() {
  return <ComingSoonScreen />;
}
