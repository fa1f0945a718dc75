import { PublishedCardsScreen } from './PublishedCardsScreen';

/** company/{shop}/clients: the published client items (docs/admin.md#customer-content). */
export default function ClientsScreen() {
  return <PublishedCardsScreen type="client" titleKey="title.clients" />;
}
