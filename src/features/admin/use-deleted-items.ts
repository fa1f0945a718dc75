import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  adminPaths,
  type AdminAnswer,
  type ContentItem,
  type ContentListAnswer,
} from '../../api/endpoints/admin-content';
import { editableContentTypes } from '../../lib/admin-routes';
import { adminKeys } from '../../queries/query-keys';
import { useAdmin } from './admin-context';
import type { AdminQuery } from './use-admin-query';

/** What a restore answered, for the bin's message. */
export type RestoreOutcome = { item: ContentItem; answer: AdminAnswer<ContentItem> };

/** The bin's items, latest deletion first (every type's list puts its own latest first). */
export function deletedNewestFirst(lists: readonly Pick<ContentListAnswer, 'deleted'>[]): ContentItem[] {
  return lists
    .flatMap((list) => list.deleted)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
}

/** The first answer of several that is not ok (so one refused list shows as the whole bin's state). */
function firstNotOk<T>(answers: readonly AdminAnswer<T>[]): Exclude<AdminAnswer<T>, { kind: 'ok' }> | null {
  for (const answer of answers) if (answer.kind !== 'ok') return answer;
  return null;
}

/**
 * The deleted items of every content type the staff member may edit (docs/admin.md#screens-bin):
 * each type's list (GET admin/content/{type}) carries its bin. `restore` brings one back as an
 * unpublished draft (POST .../restore with the version it was deleted at, whose draft is the one it
 * had), then every admin read is refreshed (the bin, and the lists it came back to).
 */
export function useDeletedItems() {
  const { client, staff, shop } = useAdmin();
  const queryClient = useQueryClient();
  // The signed-in staff member changes only at sign-in and sign-out.
  const types = useMemo(() => (staff ? editableContentTypes(staff) : []), [staff]);
  const staffCode = staff?.staffCode ?? '';
  const query = useQuery({
    queryKey: [...adminKeys.all(shop, staffCode), 'bin', types],
    queryFn: async (): Promise<AdminQuery<ContentItem[]>> => {
      const answers = await Promise.all(
        types.map((type) => client.call<ContentListAnswer>('GET', adminPaths.list(type))),
      );
      return (
        firstNotOk(answers) ?? {
          kind: 'ok',
          value: deletedNewestFirst(answers.flatMap((answer) => (answer.kind === 'ok' ? [answer.value] : []))),
        }
      );
    },
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const { data } = query;
  // A retry of a bin that was not shown shows as loading again.
  const state: AdminQuery<ContentItem[]> =
    data?.kind === 'ok'
      ? data
      : query.isFetching || query.status === 'pending'
        ? { kind: 'loading' }
        : (data ?? { kind: 'failed' });

  const { mutateAsync, isPending } = useMutation({
    mutationFn: (item: ContentItem) =>
      client
        .call<ContentItem>('POST', adminPaths.restore(item.type, item.id), {
          version: item.version,
          fromVersion: item.version,
        })
        .catch((): AdminAnswer<ContentItem> => ({ kind: 'refused', code: null, message: null })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(shop, staffCode) }),
  });
  const restore = useCallback(
    async (item: ContentItem): Promise<RestoreOutcome> => ({ item, answer: await mutateAsync(item) }),
    [mutateAsync],
  );
  return { state, reload, restore, busy: isPending };
}
