import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** mycards: saved cards (later slice). */
export default function MyCardsScreen() {
  return <ComingSoonScreen />;
}
