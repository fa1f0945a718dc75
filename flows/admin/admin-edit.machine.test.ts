import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { adminEditMachine, type EditReply, type WriteRequest } from './admin-edit.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const item = { id: 'slide-1', version: 3 };
const saved: EditReply = { kind: 'ok', value: { id: 'slide-1', version: 4 } };
const stale: EditReply = { kind: 'conflict' };
const refused: EditReply = { kind: 'refused', code: 'DUPLICATE_PAGE_ID', message: 'Duplicate page id' };
const forbidden: EditReply = { kind: 'forbidden' };

describe('admin edit machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(adminEditMachine, {
      inputs: [{ item }],
      events: {
        SAVE: [{ type: 'SAVE', document: { title: 'Spring' } }],
        PUBLISH: [{ type: 'PUBLISH', publishAt: null, unpublishAt: null }],
        UNPUBLISH: [{ type: 'UNPUBLISH' }],
        RESTORE: [{ type: 'RESTORE', fromVersion: 1 }],
        DELETE: [{ type: 'DELETE' }],
        RELOAD: [{ type: 'RELOAD' }],
        ...actorOutcomes('write', { done: [saved, stale, refused, forbidden], error: [new Error('offline')] }),
        ...actorOutcomes('load', { done: [saved, forbidden], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('admin edit machine: rules', () => {
  it('sends the version loaded, keeps the new version, and stops at a stale save until reloaded', async () => {
    const writes: Array<{ version: number; request: WriteRequest }> = [];
    const answers: EditReply[] = [saved, stale];
    const load = vi.fn(async () => ({ kind: 'ok', value: { id: 'slide-1', version: 9 } }) as EditReply);
    const machine = adminEditMachine.provide({
      actors: {
        write: fromPromise(async ({ input }) => {
          writes.push({ version: input.item.version, request: input.request });
          return answers.shift() ?? saved;
        }),
        load: fromPromise(load),
      },
    });
    const actor = createActor(machine, { input: { item } }).start();
    actor.send({ type: 'SAVE', document: { title: 'A' } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.item.version).toBe(4);
    expect(actor.getSnapshot().context.feedback).toEqual({ kind: 'done', action: 'save' });
    actor.send({ type: 'PUBLISH', publishAt: '2030-01-01T00:00:00Z', unpublishAt: null });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(writes.map((w) => w.version)).toEqual([3, 4]);
    // Nothing else is written while the version is stale.
    actor.send({ type: 'SAVE', document: { title: 'B' } });
    expect(actor.getSnapshot().matches('conflict')).toBe(true);
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.item.version).toBe(9);
    expect(writes).toHaveLength(2);
  });

  it('ends only when a delete is accepted', async () => {
    const reportDeleted = vi.fn();
    const answers: EditReply[] = [forbidden, { kind: 'ok', value: item }];
    const machine = adminEditMachine.provide({
      actors: { write: fromPromise(async () => answers.shift() ?? saved) },
      actions: { reportDeleted },
    });
    const actor = createActor(machine, { input: { item } }).start();
    actor.send({ type: 'DELETE' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toEqual({ kind: 'forbidden' });
    actor.send({ type: 'DELETE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(reportDeleted).toHaveBeenCalledOnce();
  });

  it('keeps the fields a refusal names for the form, and forgets them with the next write', async () => {
    const fields = [{ pointer: '/html', reason: 'required', message: 'html: is required' }];
    const answers: EditReply[] = [
      { kind: 'refused', code: 'INVALID_FIELD', message: 'html: is required', fields },
      saved,
    ];
    let release: () => void = () => {};
    const machine = adminEditMachine.provide({
      actors: {
        write: fromPromise(async () => {
          const answer = answers.shift() ?? saved;
          if (answer.kind === 'ok') await new Promise<void>((resolve) => (release = resolve));
          return answer;
        }),
      },
    });
    const actor = createActor(machine, { input: { item } }).start();
    actor.send({ type: 'SAVE', document: { title: 'A' } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toEqual({
      kind: 'refused',
      code: 'INVALID_FIELD',
      message: 'html: is required',
      fields,
    });
    actor.send({ type: 'SAVE', document: { title: 'A', html: '<p>B</p>' } });
    // While the next write is on its way, the old refusal's fields are no longer shown.
    expect(actor.getSnapshot().context.feedback).toBeNull();
    release();
    await waitFor(actor, (s) => s.matches('editing') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toEqual({ kind: 'done', action: 'save' });
  });
});
