import { PublishedCardsScreen } from './PublishedCardsScreen';

/** company/{shop}/whyus: the published whyUs items (docs/admin.md#customer-content). */
export default function WhyUsScreen() {
  return <PublishedCardsScreen type="whyUs" titleKey="title.whyUs" />;
}
