import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** login: password or SMS-code login (flow arrives in a later slice). */
export default function LoginScreen() {
  return <ComingSoonScreen />;
}
