import { useInsertionEffect } from 'react';
import type { Alias, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

/**
 * The build resolves Emotion's insertion hook to the build of it that inserts a component's rules
 * while the component renders (docs/architecture.md#styles-in-render): a transition renders in
 * slices, where the commit that useInsertionEffect runs in is one task. This holds the build's
 * alias to a module that still behaves so after an upgrade of Emotion.
 */
const HOOK_PACKAGE = '@emotion/use-insertion-effect-with-fallbacks';

interface InsertionHooks {
  useInsertionEffectAlwaysWithSyncFallback: (create: () => unknown) => unknown;
  useInsertionEffectWithLayoutFallback: unknown;
}

async function builtHooks(): Promise<InsertionHooks> {
  const config = viteConfig as (env: { command: 'build'; mode: string }) => UserConfig;
  const aliases = (config({ command: 'build', mode: 'production' }).resolve?.alias ?? []) as Alias[];
  const alias = aliases.find((a) => (typeof a.find === 'string' ? a.find === HOOK_PACKAGE : a.find.test(HOOK_PACKAGE)));
  expect(alias, `the build resolves ${HOOK_PACKAGE}`).toBeDefined();
  return (await import(alias?.replacement ?? HOOK_PACKAGE)) as InsertionHooks;
}

describe("the build's Emotion insertion hook", () => {
  it('inserts while the component renders: it runs the insertion at once, outside any effect', async () => {
    const hooks = await builtHooks();
    let inserted = 0;
    // Called as a plain function, outside React: React's own hook would throw here.
    hooks.useInsertionEffectAlwaysWithSyncFallback(() => {
      inserted += 1;
    });
    expect(inserted).toBe(1);
    expect(hooks.useInsertionEffectAlwaysWithSyncFallback).not.toBe(useInsertionEffect);
  });

  it("leaves global styles (Emotion's Global) to React's insertion effect", async () => {
    const hooks = await builtHooks();
    expect(hooks.useInsertionEffectWithLayoutFallback).toBe(useInsertionEffect);
  });
});
