import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../src/protocol/admin-content';
import { overrideIdOf } from './starting-content';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('override ids of starting items (docs/admin.md#starting-content)', () => {
  it('are uuids, the same for the same tenant, type and key, and different when any of them differs', () => {
    const type = fc.constantFrom(...CONTENT_TYPES);
    fc.assert(
      fc.property(
        fc.string(),
        type,
        fc.string(),
        fc.string(),
        type,
        fc.string(),
        (tenantA, typeA, keyA, tenantB, typeB, keyB) => {
          const a = overrideIdOf(tenantA, typeA, keyA);
          expect(a).toMatch(UUID_V5);
          expect(overrideIdOf(tenantA, typeA, keyA)).toBe(a);
          const same = tenantA === tenantB && typeA === typeB && keyA === keyB;
          expect(overrideIdOf(tenantB, typeB, keyB) === a).toBe(same);
        },
      ),
    );
  });
});
