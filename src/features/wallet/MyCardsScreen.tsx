import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** mycards: saved cards (not built yet). */
export default function MyCardsScreen() {
  return <ComingSoonScreen />;
}
