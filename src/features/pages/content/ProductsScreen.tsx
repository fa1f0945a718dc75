import { PublishedCardsScreen } from './PublishedCardsScreen';

/** company/{shop}/products: the published product items (docs/admin.md#customer-content). */
export default function ProductsScreen() {
  return <PublishedCardsScreen type="product" titleKey="title.products" />;
}
