import { describe, expect, it } from 'vitest';
import { SECTION_COMPONENTS } from './registry';

describe('SECTION_COMPONENTS', () => {
  it('has a component for every section type', () => {
    for (const type of ['banner', 'welcome', 'notices', 'offers', 'links', 'contact', 'page', 'footer'] as const) {
      expect(SECTION_COMPONENTS[type]).toBeDefined();
    }
  });
});
