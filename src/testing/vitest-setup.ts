/**
 * Set up before every test file (vitest.config.ts). Component tests (jsdom) wait up to 5 s in
 * findBy* and waitFor instead of Testing Library's 1 s: screens are lazily loaded route modules,
 * and on a busy two-core CI machine the first import of one can take longer than a second. A test
 * that waits for what never comes still fails, only later.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
