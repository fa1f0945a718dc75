import { PublishedCardsScreen } from './PublishedCardsScreen';

/** company/{shop}/partners: the published partner items (docs/admin.md#customer-content). */
export default function PartnersScreen() {
  return <PublishedCardsScreen type="partner" titleKey="title.partners" />;
}
