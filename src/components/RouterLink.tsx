import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';
import { LinkIntentContext } from './link-intent';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes inside the app: a path (absolute or relative to the route), as react-router's Link takes it. */
  to: To;
  replace?: boolean;
  /** History state the next screen reads with useLocation(). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a real <a href> (open in a new tab, copy the address, screen readers
 * announce a link) that navigates without a page load on a plain click. MUI components take it as
 * their `component`. react-router's own Link is not used (lint forbids it): it carries framework
 * mode's prefetching, which this app has no use for, into every page's first download
 * (docs/architecture.md#router-links). This is the custom link its documentation describes, on its
 * own useHref and useLinkClickHandler: the same clicks navigate (a modified or middle click, or a
 * target other than _self, is left to the browser) and the same paths resolve. Pointing at it,
 * touching it or focusing it tells the app where it leads (LinkIntentContext), before the click.
 */
export function RouterLink({
  to,
  replace,
  state,
  target,
  onClick,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ref,
  ...rest
}: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const onIntent = useContext(LinkIntentContext);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={handleClick}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        onIntent(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        onIntent(href);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        onIntent(href);
      }}
    />
  );
}

/**
 * A RouterLink that knows when it leads to the current screen: it then has the class 'active' and
 * aria-current="page", as react-router's NavLink does by default (the current path is the link's
 * path, or below it).
 */
export function RouterNavLink({ className, ...props }: RouterLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const active = pathname === target || (pathname.startsWith(target) && pathname.charAt(target.length) === '/');
  return (
    <RouterLink
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
