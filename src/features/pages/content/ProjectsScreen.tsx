import { PublishedCardsScreen } from './PublishedCardsScreen';

/** company/{shop}/projects: the published project items (docs/admin.md#customer-content). */
export default function ProjectsScreen() {
  return <PublishedCardsScreen type="project" titleKey="title.projects" />;
}
