import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** forgotpassword: password reset by SMS code (later slice). */
export default function ForgotPasswordScreen() {
  return <ComingSoonScreen />;
}
