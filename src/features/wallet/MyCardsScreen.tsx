import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** mycards: saved cards (not built yet). */
export default function MyCardsScreen() {
  return <ComingSoonScreen />;
}
