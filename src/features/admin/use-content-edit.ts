import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  adminEditMachine,
  type EditReply,
  type EditedItem,
  type WriteRequest,
} from '../../../flows/admin/admin-edit.machine';
import {
  adminPaths,
  type AdminClient,
  type ContentGetAnswer,
  type ContentItem,
} from '../../api/endpoints/admin-content';
import type { ContentFieldProblem, ContentType } from '../../protocol/admin-content';
import { adminHref } from '../../lib/route-table';
import { useAdmin } from './admin-context';
import { toFormData, type JsonSchema } from './form-schema';

const NO_FIELDS: readonly ContentFieldProblem[] = [];

/** The admin call of one write of the edit flow, with the version the editor loaded. */
function write(client: AdminClient, type: ContentType, item: EditedItem, request: WriteRequest): Promise<EditReply> {
  const { version } = item;
  switch (request.action) {
    case 'save':
      return client.call<ContentItem>('PUT', adminPaths.item(type, item.id), { version, document: request.document });
    case 'publish':
      return client.call<ContentItem>('POST', adminPaths.publish(type, item.id), {
        version,
        publishAt: request.publishAt,
        unpublishAt: request.unpublishAt,
      });
    case 'unpublish':
      return client.call<ContentItem>('POST', adminPaths.unpublish(type, item.id), { version });
    case 'restore':
      return client.call<ContentItem>('POST', adminPaths.restore(type, item.id), {
        version,
        fromVersion: request.fromVersion,
      });
    case 'delete':
      return client.call<ContentItem>('DELETE', adminPaths.item(type, item.id), { version });
  }
}

/**
 * The edit screen's controller (docs/admin.md#screens-edit): the edit flow with this tenant's admin
 * calls, and the form's value, replaced by the server's draft whenever a write or reload brings a
 * new version (a restored version, or the html as the server sanitised it).
 */
export function useContentEdit(type: ContentType, loaded: ContentItem, schema: JsonSchema, listPath: string) {
  const admin = useAdmin();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    adminEditMachine.provide({
      actors: {
        write: fromPromise<EditReply, { item: EditedItem; request: WriteRequest }>(({ input }) =>
          write(admin.client, type, input.item, input.request),
        ),
        load: fromPromise<EditReply, { id: string }>(async ({ input }) => {
          const answer = await admin.client.call<ContentGetAnswer>('GET', adminPaths.item(type, input.id));
          return answer.kind === 'ok' ? { kind: 'ok', value: answer.value.item } : answer;
        }),
      },
      actions: { reportDeleted: () => void navigate(adminHref(admin.shop, listPath), { replace: true }) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { item: loaded } });
  // The machine keeps what the server answered: the full item (typed by the flow as its id and version).
  const item = snapshot.context.item as ContentItem;
  const [formData, setFormData] = useState<Record<string, unknown>>(
    () => toFormData(schema, loaded.draft) as Record<string, unknown>,
  );
  useEffect(() => {
    setFormData(toFormData(schema, item.draft) as Record<string, unknown>);
  }, [item.version, item.draft, schema]);
  // The fields the last refusal named (docs/admin.md#field-errors): the flow keeps why, the form shows where.
  const feedback = snapshot.context.feedback;
  const fieldProblems = feedback?.kind === 'refused' ? (feedback.fields ?? NO_FIELDS) : NO_FIELDS;
  return { snapshot, send, item, formData, setFormData, fieldProblems, busy: snapshot.hasTag('processing') };
}
