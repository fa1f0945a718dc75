import { useParams } from 'react-router';
import { UnavailableScreen } from '../../../components/screens/UnavailableScreen';
import { PublishedCardsScreen } from './PublishedCardsScreen';
import { solutionsWanted } from './solution-kind';

const TITLE_KEYS = {
  all: 'title.solutions',
  general: 'title.solutions',
  pos: 'title.posSolutions',
  cctv: 'title.cctvSolutions',
} as const;

/**
 * company/{shop}/solutions[/{kind}]: the published solutions, or those of one kind (POS, CCTV); an
 * unknown kind is the 'not found' screen (docs/admin.md#customer-content).
 */
export default function SolutionsScreen() {
  const { kind } = useParams();
  const wanted = solutionsWanted(kind);
  if (!wanted) return <UnavailableScreen titleKey="solutionsNotFound.title" bodyKey="solutionsNotFound.body" />;
  const only = wanted.kind === 'all' ? null : wanted.kind;
  return (
    <PublishedCardsScreen
      key={wanted.kind}
      type="solution"
      titleKey={TITLE_KEYS[wanted.kind]}
      filter={only ? (document) => document.kind === only : undefined}
    />
  );
}
