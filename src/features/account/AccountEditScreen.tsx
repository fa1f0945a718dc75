import { ProfilePage } from './profile/ProfilePage';

/** account/edit/home (app layout): the same profile screen as user/profile. */
export default function AccountEditScreen() {
  return <ProfilePage />;
}
