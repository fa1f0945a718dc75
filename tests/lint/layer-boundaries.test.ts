import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Every boundary of docs/architecture.md#layers, fed one crossing import to the project's own
 * ESLint config. The importing file is virtual; the imported one exists, so the resolver can follow it.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // import-x/no-cycle is checked by tests/lint/server-layers.test.ts; here it would only walk the
  // whole server from server/app.ts on one file's lint, for no message these cases expect.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const crossings: { rule: string; file: string; source: string; message: RegExp }[] = [
  {
    rule: 'a shared layer never imports a feature',
    file: 'src/components/Crossing.tsx',
    source: "import LoginScreen from '../features/account/LoginScreen';\nexport default LoginScreen;\n",
    message: /shared layer/,
  },
  {
    rule: 'a shared layer never imports the app shell',
    file: 'src/tenant/crossing.ts',
    source: "export { detectArea } from '../app/area';\n",
    message: /shared layer/,
  },
  {
    rule: 'a feature never imports the app shell',
    file: 'src/features/parking/crossing.ts',
    source: "export { appClientServices } from '../../app/api-services';\n",
    message: /must not import the app shell/,
  },
  {
    rule: 'a feature never imports another feature',
    file: 'src/features/parking/crossing.ts',
    source: "export { default } from '../account/LoginScreen';\n",
    message: /Features never import each other/,
  },
  {
    rule: 'src/lib stays pure',
    file: 'src/lib/crossing.ts',
    source: "export { useTenant } from '../tenant/use-tenant';\n",
    message: /pure rules/,
  },
  {
    rule: 'src/config does not import src/api',
    file: 'src/config/crossing.ts',
    source: "export { createApiClient } from '../api/client';\n",
    message: /must not import src\/api/,
  },
  {
    rule: 'src/api does not import src/config',
    file: 'src/api/crossing.ts',
    source: "export { localeSettingsOf } from '../config/locale-settings';\n",
    message: /must not import src\/config/,
  },
  {
    rule: 'flows import only the pure parts of src',
    file: 'flows/crossing.ts',
    source: "export { useTenant } from '../src/tenant/use-tenant';\n",
    message: /Flows are pure machines/,
  },
  {
    rule: 'flows never import the server',
    file: 'flows/crossing.ts',
    source: "export { buildApp } from '../server/app';\n",
    message: /never import the server/,
  },
  {
    rule: 'the server shares only protocol, lib and generated with the browser',
    file: 'server/crossing.ts',
    source: "export { createApiClient } from '../src/api/client';\n",
    message: /shares only src\/protocol/,
  },
  {
    rule: 'the browser never imports the server',
    file: 'src/api/crossing.ts',
    source: "export { buildApp } from '../../server/app';\n",
    message: /never imports the server/,
  },
];

describe('layer boundaries (npm run lint)', () => {
  it.each(crossings)('$rule', async ({ file, source, message }) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^import-x\/no-restricted-paths: /);
    expect(errors[0]).toMatch(message);
  });

  it('lets imports that follow the direction through', async () => {
    expect(
      await boundaryErrors(
        'src/features/parking/allowed.ts',
        "export { useTenant } from '../../tenant/use-tenant';\nexport { LoginScreen } from './crossing-free';\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-unresolved: /)]);
    expect(
      await boundaryErrors('src/features/account/allowed.ts', "export { default } from './LoginScreen';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('server/allowed.ts', "export { maskLongString } from '../src/lib/mask-long-string';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('flows/allowed.ts', "export type { Tenant } from '../src/generated/tenant';\n"),
    ).toEqual([]);
  });

  it('refuses an import it cannot resolve, so no crossing hides behind a typo', async () => {
    expect(await boundaryErrors('src/features/parking/typo.ts', "export { x } from '../../app/are';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-unresolved: /),
    ]);
  });
});

describe('router links (docs/architecture.md#router-links)', () => {
  async function restrictedImports(file: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it("refuses react-router's Link and NavLink in the app, and lets its hooks and its tests through", async () => {
    expect(
      await restrictedImports(
        'src/features/parking/links.tsx',
        "import { Link, useNavigate } from 'react-router';\nexport { Link, useNavigate };\n",
      ),
    ).toEqual([expect.stringMatching(/RouterLink/)]);
    expect(
      await restrictedImports('src/app/links.tsx', "import { NavLink as Nav } from 'react-router';\nexport { Nav };\n"),
    ).toEqual([expect.stringMatching(/RouterNavLink/)]);
    expect(
      await restrictedImports(
        'src/components/links.tsx',
        "import { useHref, useLinkClickHandler } from 'react-router';\nexport { useHref, useLinkClickHandler };\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'src/components/links.test.tsx',
        "import { Link } from 'react-router';\nexport { Link };\n",
      ),
    ).toEqual([]);
  });
});
