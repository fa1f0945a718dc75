import { useParams } from 'react-router';
import { PublishedCardsScreen } from './PublishedCardsScreen';

const KINDS = ['pos', 'cctv', 'general'] as const;

/** company/{shop}/solutions[/{kind}]: the published solutions, or those of one kind (POS, CCTV). */
export default function SolutionsScreen() {
  const { kind } = useParams();
  const wanted = KINDS.find((k) => k === kind?.toLowerCase());
  const titleKey = wanted === 'pos' ? 'title.posSolutions' : wanted === 'cctv' ? 'title.cctvSolutions' : 'title.solutions';
  return <PublishedCardsScreen key={wanted ?? 'all'} type="solution" titleKey={titleKey} filter={wanted ? (document) => document.kind === wanted : undefined} />;
}
