import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** user/profile: the customer's profile (later slice). */
export default function UserProfileScreen() {
  return <ComingSoonScreen />;
}
