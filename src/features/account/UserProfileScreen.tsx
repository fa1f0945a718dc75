import { ProfilePage } from './profile/ProfilePage';

/** user/profile: the customer's profile, password change and logout. */
export default function UserProfileScreen() {
  return <ProfilePage />;
}
