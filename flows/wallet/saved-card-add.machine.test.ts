import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CardActionReply } from './membership-replies';
import { CARD_MAX_POLLS, CARD_POLL_MS, savedCardAddMachine, type SavedCardAddInput } from './saved-card-add.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const dialog: CardActionReply = {
  success: true,
  result: { rtn: 1, setupId: 'sbc_1', gatewayUrl: '/sandbox/card/sbc_1', payUiType: 'DIALOG' },
};
const redirect: CardActionReply = {
  success: true,
  result: { rtn: 1, setupId: 'sbc_2', gatewayUrl: '/sandbox/card/sbc_2', payUiType: 'REDIRECT' },
};
const refused: CardActionReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Failed to save the card', problem: { code: 'CARD_SAVE_FAILED', params: {} } },
};
const saved: CardActionReply = { success: true, result: { rtn: 1, status: 'saved' } };
const pending: CardActionReply = { success: true, result: { rtn: 1, status: 'pending' } };
const abandoned: CardActionReply = { success: true, result: { rtn: 1, status: 'abandoned' } };

describe('saved card add machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(savedCardAddMachine, {
      inputs: [{}, { resumeSetupId: 'sbc_9' }],
      events: {
        ...actorOutcomes('startAdding', { done: [dialog, redirect, refused], error: [new Error('offline')] }),
        ...actorOutcomes('confirmAdding', {
          done: [saved, pending, abandoned, refused],
          error: [new Error('offline')],
        }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function start(
  input: SavedCardAddInput,
  script: { start?: () => Promise<CardActionReply>; confirm?: () => Promise<CardActionReply> } = {},
) {
  const spies = {
    startAdding: vi.fn(script.start ?? (async () => dialog)),
    confirmAdding: vi.fn<(input: unknown) => Promise<CardActionReply>>(script.confirm ?? (async () => saved)),
    redirectToGateway: vi.fn<(url: string) => void>(),
    reportSaved: vi.fn(),
  };
  const machine = savedCardAddMachine.provide({
    actors: {
      startAdding: fromPromise(() => spies.startAdding()),
      confirmAdding: fromPromise(({ input: i }) => spies.confirmAdding(i)),
    },
    actions: {
      redirectToGateway: (_, p) => spies.redirectToGateway(p.gatewayUrl),
      reportSaved: () => spies.reportSaved(),
    },
  });
  const clock = new SimulatedClock();
  return { actor: createActor(machine, { input, clock }).start(), spies, clock };
}

describe('saved card add machine: rules', () => {
  it("DIALOG: the gateway's page, then the server confirms the saved card", async () => {
    const { actor, spies } = start({});
    actor.send({ type: 'ADD' });
    await waitFor(actor, (s) => s.matches('awaitingPayer'));
    expect(actor.getSnapshot().context.gatewayUrl).toBe('/sandbox/card/sbc_1');
    actor.send({ type: 'PAYER_RETURNED' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(spies.confirmAdding).toHaveBeenCalledWith({ setupId: 'sbc_1' });
    expect(spies.reportSaved).toHaveBeenCalledTimes(1);
  });

  it('REDIRECT leaves for the page; back with ?setup= a new machine confirms it', async () => {
    const first = start({}, { start: async () => redirect });
    first.actor.send({ type: 'ADD' });
    await waitFor(first.actor, (s) => s.status === 'done');
    expect(first.spies.redirectToGateway).toHaveBeenCalledWith('/sandbox/card/sbc_2');
    const back = start({ resumeSetupId: 'sbc_2' });
    await waitFor(back.actor, (s) => s.matches('saved'));
    expect(back.spies.confirmAdding).toHaveBeenCalledWith({ setupId: 'sbc_2' });
  });

  it('polls a few times while the card is not entered, then lets the customer check again', async () => {
    const { actor, spies, clock } = start({ resumeSetupId: 'sbc_3' }, { confirm: async () => pending });
    for (let i = 1; i < CARD_MAX_POLLS; i += 1) {
      await waitFor(actor, (s) => s.matches('waitingToPoll'));
      clock.increment(CARD_POLL_MS);
    }
    await waitFor(actor, (s) => s.matches('unconfirmed'));
    expect(spies.confirmAdding).toHaveBeenCalledTimes(CARD_MAX_POLLS);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a cancelled entry saves nothing and goes back to the list; a refusal says why', async () => {
    const cancelled = start({ resumeSetupId: 'sbc_4' }, { confirm: async () => abandoned });
    await waitFor(cancelled.actor, (s) => s.matches('idle'));
    expect(cancelled.spies.reportSaved).not.toHaveBeenCalled();
    const failing = start({}, { start: async () => refused });
    failing.actor.send({ type: 'ADD' });
    await waitFor(failing.actor, (s) => s.matches('failed'));
    expect(failing.actor.getSnapshot().context.message).toEqual({ code: 'CARD_SAVE_FAILED' });
  });
});
