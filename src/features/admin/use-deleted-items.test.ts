import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../api/endpoints/admin-content';
import { deletedNewestFirst } from './use-deleted-items';

const item = (type: ContentItem['type'], id: string, updatedAt: string): ContentItem => ({
  type,
  id,
  version: 2,
  draft: {},
  published: null,
  publishAt: null,
  unpublishAt: null,
  state: 'draft',
  hasUnpublishedChanges: true,
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt,
  updatedBy: null,
});

describe('deletedNewestFirst', () => {
  it("merges every type's bin, the latest deletion first", () => {
    const pages = {
      deleted: [item('page', 'p1', '2031-01-03T00:00:00.000Z'), item('page', 'p0', '2031-01-01T00:00:00.000Z')],
    };
    const slides = { deleted: [item('carousel', 'c1', '2031-01-02T00:00:00.000Z')] };
    expect(deletedNewestFirst([pages, slides]).map((entry) => entry.id)).toEqual(['p1', 'c1', 'p0']);
  });

  it('is empty when no type has deleted items', () => {
    expect(deletedNewestFirst([{ deleted: [] }, { deleted: [] }])).toEqual([]);
  });
});
