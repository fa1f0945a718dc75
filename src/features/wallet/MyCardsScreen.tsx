import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** mycards: saved cards (later slice). */
export default function MyCardsScreen() {
  return <ComingSoonScreen />;
}
