import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { Namespace } from './namespaces';
import type { TFunction } from './translator';
import { useTranslation } from './use-translation';

const TAG = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/**
 * A translated text with elements in it: `<name>inner</name>` becomes the element given for `name`
 * with the inner text (itself read the same way) as its children, and `<name/>` the element alone.
 * A tag with no element given shows its inner text.
 */
export function withElements(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[2] ?? '';
    const element = components[name];
    const inner = match[3] === undefined ? undefined : withElements(match[3], components);
    const key = `${name}-${match.index}`;
    if (element)
      nodes.push(inner === undefined ? cloneElement(element, { key }) : cloneElement(element, { key }, ...inner));
    else if (inner !== undefined) nodes.push(<Fragment key={key}>{inner}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

interface TransProps {
  readonly i18nKey: string;
  readonly components: Readonly<Record<string, ReactElement>>;
  /** A t() of the caller's namespaces; without it, one of `ns`. */
  readonly t?: TFunction;
  readonly ns?: Namespace;
}

/** A translated text with elements in it (links, icons, bold words): see withElements. */
export function Trans({ i18nKey, components, t, ns }: TransProps) {
  const own = useTranslation(ns);
  return <>{withElements((t ?? own.t)(i18nKey), components)}</>;
}
