import { describe, expect, it } from 'vitest';
import { reactRouterTreeShaking } from './react-router-tree-shaking';

const plugin = reactRouterTreeShaking();
const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
const chunk = '/app/node_modules/react-router/dist/production/chunk-ABC.mjs';

describe('react-router tree shaking (build only)', () => {
  it("marks React's wrappers pure and drops display names in react-router's production build", () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React3.memo(DataRoutes2);',
      '    FetcherForm2.displayName = "fetcher.Form";',
    ].join('\n');
    expect(transform(code, chunk)?.code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var Memo = /* @__PURE__ */ React3.memo(DataRoutes2);',
      '',
    ]);
  });

  it('leaves every other file, and code it has nothing to do with, as it is', () => {
    const code = 'var Link = React.forwardRef(f);\nLink.displayName = "Link";';
    expect(transform(code, '/app/src/components/RouterLink.tsx')).toBeNull();
    expect(transform(code, '/app/node_modules/react-router/dist/development/chunk-ABC.mjs')).toBeNull();
    expect(transform('export const x = 1;', chunk)).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});
