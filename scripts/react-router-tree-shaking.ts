import type { Plugin } from 'vite';

const reactRouterBuild = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]*\.mjs$/;

/**
 * Lets the bundler leave out the parts of react-router this app never uses (its `<Form>` and
 * fetchers, framework mode's prefetch links, server components' error handler).
 *
 * Two kinds of statement in react-router's production build keep them in, used or not:
 * - `var Form = React.forwardRef(...)` has no `@__PURE__` mark, so the bundler must assume the
 *   call does something and keeps it, with everything the component calls;
 * - `Form.displayName = "Form"` writes a property of an object the bundler cannot see into, which
 *   it must also keep. Display names are for React's dev tools, which production has none of.
 *
 * The build marks those calls pure (React's forwardRef, memo and createContext only wrap what they
 * are given) and drops the display names. Nothing the app uses changes.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'kerbside:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterBuild.test(id)) return null;
      const shaken = code
        .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/(=\s*)(React\d*\.(?:forwardRef|memo|createContext)\()/g, '$1/* @__PURE__ */ $2');
      return shaken === code ? null : { code: shaken, map: null };
    },
  };
}
