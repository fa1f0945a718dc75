import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** signup: phone-verified sign-up (later slice). */
export default function SignupScreen() {
  return <ComingSoonScreen />;
}
