import type { Solution } from '../../../generated/content/solution';

export type SolutionKind = Solution['kind'];

/** The kinds a solution may have: the content schema's enum (schemas/content/solution.schema.json). */
const SOLUTION_KINDS: readonly SolutionKind[] = ['general', 'pos', 'cctv'] satisfies readonly SolutionKind[];

/**
 * What `solutions[/{kind}]` lists (docs/admin.md#customer-content): no kind is every solution; a kind
 * of the schema (any letter case) is that kind; anything else is no page at all (`null`), so the
 * screen says 'not found' instead of listing every solution under a made-up address.
 */
export function solutionsWanted(kind: string | undefined): { kind: SolutionKind | 'all' } | null {
  if (kind === undefined) return { kind: 'all' };
  const wanted = SOLUTION_KINDS.find((k) => k === kind.toLowerCase());
  return wanted ? { kind: wanted } : null;
}
