import { useCallback, useEffect, useMemo, useState } from 'react';
import { adminPaths, type AdminAnswer, type ContentItem, type ContentListAnswer } from '../../api/endpoints/admin-content';
import { editableContentTypes } from '../../lib/admin-routes';
import { useAdmin } from './admin-context';
import type { AdminQuery } from './use-admin-query';

/** What a restore answered, for the bin's message. */
export type RestoreOutcome = { item: ContentItem; answer: AdminAnswer<ContentItem> };

/** The bin's items, latest deletion first (every type's list puts its own latest first). */
export function deletedNewestFirst(lists: readonly Pick<ContentListAnswer, 'deleted'>[]): ContentItem[] {
  return lists.flatMap((list) => list.deleted).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
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
 * had), then the bin is read again.
 */
export function useDeletedItems() {
  const { client, staff } = useAdmin();
  const [state, setState] = useState<AdminQuery<ContentItem[]>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  // The signed-in staff member changes only at sign-in and sign-out.
  const types = useMemo(() => (staff ? editableContentTypes(staff) : []), [staff]);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    Promise.all(types.map((type) => client.call<ContentListAnswer>('GET', adminPaths.list(type)))).then(
      (answers) => {
        if (!live) return;
        const refused = firstNotOk(answers);
        setState(refused ?? { kind: 'ok', value: deletedNewestFirst(answers.flatMap((answer) => (answer.kind === 'ok' ? [answer.value] : []))) });
      },
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [client, types, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const restore = useCallback(
    async (item: ContentItem): Promise<RestoreOutcome> => {
      setBusy(true);
      try {
        const answer = await client.call<ContentItem>('POST', adminPaths.restore(item.type, item.id), { version: item.version, fromVersion: item.version }).catch((): AdminAnswer<ContentItem> => ({ kind: 'refused', code: null, message: null }));
        reload();
        return { item, answer };
      } finally {
        setBusy(false);
      }
    },
    [client, reload],
  );
  return { state, reload, restore, busy };
}
