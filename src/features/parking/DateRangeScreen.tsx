import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** daterange: choose entry and exit times (later slice). */
export default function DateRangeScreen() {
  return <ComingSoonScreen />;
}
