/**
 * Rules on the tenant file's starting content (`siteContent`, docs/admin.md#starting-content) beyond
 * its schema (which is the admin content types' own, by $ref): ids unique within a type,
 * configuration names unique, and the checks an admin's save runs (a slide's show window, a
 * configuration's value by its type) — so a starting item could be saved by an admin unchanged.
 * Images must be files of the tenant's asset folder by the asset rule (inside it once links are
 * followed, present, a file), or https: uploads live in the database, which a tenant file cannot count on.
 */
import { configValueProblem, showWindowProblem } from '../../src/lib/admin-content-rules';
import { englishText } from '../../src/protocol/messages';
import { messageOf } from '../../src/protocol/message';
import type { SiteContent, Tenant } from '../../src/generated/tenant';
import type { PointedMessage } from './problems';
import { assetFileChecker, type AssetFileChecker } from './assets';

type Entry = { id: string; document: Record<string, unknown> };

/** An image of the starting content: a file of the tenant's asset folder, by the asset rule, or an https URL. */
function imageProblem(files: AssetFileChecker, image: string): string | null {
  if (image.startsWith('https://')) return null;
  if (image.startsWith('/')) return `must be a file of the tenant's asset folder or an https URL (got ${JSON.stringify(image)}); uploaded images live in the database, not in the tenant file`;
  const found = files.check(image);
  return found.ok ? null : files.why(image, found.reason);
}

export function siteContentProblems(tenant: Tenant, tenantsDir: string, files: AssetFileChecker = assetFileChecker(tenant.id, tenantsDir)): PointedMessage[] {
  const content: SiteContent = tenant.siteContent ?? {};
  const problems: PointedMessage[] = [];
  for (const [type, list] of Object.entries(content) as [string, Entry[]][]) {
    const ids = new Set<string>();
    const names = new Set<string>();
    list.forEach((entry, i) => {
      const at = `/siteContent/${type}/${i}`;
      if (ids.has(entry.id)) problems.push({ pointer: `${at}/id`, message: `Duplicate starting ${type} id ${JSON.stringify(entry.id)}` });
      ids.add(entry.id);
      const doc = entry.document;
      if (typeof doc.image === 'string') {
        const problem = imageProblem(files, doc.image);
        if (problem) problems.push({ pointer: `${at}/document/image`, message: problem });
      }
      if (type === 'carousel') {
        const code = showWindowProblem(doc.showFrom as string | undefined, doc.showUntil as string | undefined);
        if (code) problems.push({ pointer: `${at}/document/showUntil`, message: englishText(messageOf(code)) });
      }
      if (type === 'configuration') {
        const name = String(doc.name);
        if (names.has(name)) problems.push({ pointer: `${at}/document/name`, message: `Duplicate configuration name ${JSON.stringify(name)}` });
        names.add(name);
        const code = configValueProblem(doc.valueType as Parameters<typeof configValueProblem>[0], doc.value);
        if (code) problems.push({ pointer: `${at}/document/value`, message: englishText(messageOf(code)) });
        else if (doc.valueType === 'image' && typeof doc.value === 'string') {
          const problem = imageProblem(files, doc.value);
          if (problem) problems.push({ pointer: `${at}/document/value`, message: problem });
        }
      }
    });
  }
  return problems;
}
