import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AdminAnswer, AdminClient } from '../../api/endpoints/admin-content';
import type { ContentFieldProblem } from '../../protocol/admin-content';
import { useTranslation } from '../../i18n/use-translation';
import { useAdmin } from './admin-context';

/**
 * Why an admin write did not go through, in words: a refused grant or a missing role says which
 * rule refused it ('No permission' when the answer names none), a refusal its catalogue message
 * (the server's words when this client lacks the code), anything else 'failed'. Null when it went through.
 */
export function useWriteProblem(): (answer: AdminAnswer<unknown> | null) => string | null {
  const { t } = useTranslation(['admin', 'messages']);
  return useCallback(
    (answer) => {
      if (answer?.kind === 'ok') return null;
      if (answer?.kind === 'forbidden')
        return t(`messages:${answer.code ?? 'NO_PERMISSION'}`, { defaultValue: t('messages:NO_PERMISSION') });
      if (answer?.kind === 'refused' && answer.code)
        return t(`messages:${answer.code}`, { defaultValue: answer.message ?? t('admin:status.failed') });
      return t('admin:status.failed');
    },
    [t],
  );
}

const NO_FIELDS: readonly ContentFieldProblem[] = [];

/**
 * A write of the admin API outside the edit flow (create an item, save a member): `run` answers
 * what was written ({ value }), or null with `problem` saying why not (and `fields`, which fields of a document, docs/admin.md#field-errors). What went through refreshes the admin reads
 * under `refreshes` (src/queries/query-keys.ts, adminKeys).
 */
export function useAdminWrite<T, V>(
  write: (client: AdminClient, variables: V) => Promise<AdminAnswer<T>>,
  refreshes: readonly unknown[],
) {
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  const problemOf = useWriteProblem();
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<readonly ContentFieldProblem[]>(NO_FIELDS);
  const { mutateAsync, isPending } = useMutation({
    // A transport failure is a write that did not go through, like a refusal without a code.
    mutationFn: (variables: V) => write(client, variables).catch(() => null),
    onMutate: () => {
      setProblem(null);
      setFields(NO_FIELDS);
    },
    onSuccess: (answer) => {
      if (answer?.kind === 'ok') void queryClient.invalidateQueries({ queryKey: refreshes });
      else {
        setProblem(problemOf(answer));
        if (answer?.kind === 'refused' && answer.fields && answer.fields.length > 0) setFields(answer.fields);
      }
    },
  });
  const run = useCallback(
    async (variables: V): Promise<{ value: T } | null> => {
      const answer = await mutateAsync(variables);
      return answer?.kind === 'ok' ? { value: answer.value } : null;
    },
    [mutateAsync],
  );
  return { run, busy: isPending, problem, fields };
}
