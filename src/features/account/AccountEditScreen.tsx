import { ComingSoonScreen } from '../../app/screens/ComingSoonScreen';

/** account/edit/home (app layout): edit the account (later slice). */
export default function AccountEditScreen() {
  return <ComingSoonScreen />;
}
