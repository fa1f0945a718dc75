import type { PageSection } from '../../../generated/tenant';
import type { SectionType } from './section-props';

/**
 * Sections that can suspend while their code or data loads (notices read the cloud's lot info;
 * contact and CMS page sections load their code).
 */
export const WAITING_SECTIONS: ReadonlySet<SectionType> = new Set<SectionType>(['notices', 'contact', 'page']);

/**
 * A page's sections split where the first waiting one starts: the sections before it show at once,
 * it and all after it show together behind one placeholder, so nothing already on screen moves when
 * they fill in (docs/architecture.md#no-shift).
 */
export function splitAtFirstWaiting(sections: readonly PageSection[]): { now: PageSection[]; together: PageSection[] } {
  const first = sections.findIndex((section) => WAITING_SECTIONS.has(section.type));
  const at = first === -1 ? sections.length : first;
  return { now: sections.slice(0, at), together: sections.slice(at) };
}
