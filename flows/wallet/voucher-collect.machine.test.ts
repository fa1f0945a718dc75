import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Voucher } from '../../src/generated/api/voucher';
import type { VoucherReply, VoucherViewReply } from './membership-replies';
import { voucherCollectMachine, type VoucherCollectInput, type VoucherHeldInput } from './voucher-collect.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const campaign = {
  code: 'TENOFF',
  name: { 'en-gb': '10% off' },
  discount: { percentOff: 10 },
  appliesTo: 'parking' as const,
  expiresAt: 1_900_000_000,
};
const voucher = {
  id: 'v-1',
  campaignCode: 'TENOFF',
  couponCode: 'AAAA-BBBB-CCCC',
  name: campaign.name,
  discount: campaign.discount,
  expiresAt: 1,
  status: 'available',
} as Voucher;
const viewed: VoucherViewReply = { success: true, result: { rtn: 1, campaign } };
const unavailable = {
  success: true,
  result: { rtn: 0, dispMsg: 'This voucher is not available', problem: { code: 'VOUCHER_UNAVAILABLE', params: {} } },
};
const collected: VoucherReply = { success: true, result: { rtn: 1, voucher } };
const tooMany: VoucherReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Too many requests, please try again later',
    problem: { code: 'TOO_MANY_REQUESTS', params: {} },
  },
};

describe('voucher collect machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(voucherCollectMachine, {
      inputs: [
        { code: 'TENOFF', signedIn: true },
        { code: 'TENOFF', token: 't'.repeat(43), signedIn: true },
        { code: 'TENOFF', token: 't'.repeat(43), signedIn: false },
        { code: 'TENOFF', signedIn: false },
      ],
      events: {
        ...actorOutcomes('viewLink', { done: [viewed, unavailable], error: [new Error('offline')] }),
        ...actorOutcomes('collect', { done: [collected, tooMany], error: [new Error('offline')] }),
        ...actorOutcomes('findHeld', { done: [voucher, null], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('voucher collect machine: a link re-opened by its owner', () => {
  it("says the voucher is theirs when the link cannot be claimed but they hold the campaign's voucher", async () => {
    const findHeld = vi.fn(async (_input: VoucherHeldInput): Promise<Voucher | null> => voucher);
    const machine = voucherCollectMachine.provide({
      actors: {
        viewLink: fromPromise(async () => unavailable as VoucherViewReply),
        findHeld: fromPromise<Voucher | null, VoucherHeldInput>(({ input }) => findHeld(input)),
      },
    });
    const actor = createActor(machine, { input: { code: 'tenoff', token: 't'.repeat(43), signedIn: true } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('alreadyHeld');
    expect(actor.getSnapshot().context).toMatchObject({ voucher, message: null });
    expect(findHeld).toHaveBeenCalledWith({ code: 'tenoff' });
  });

  it("keeps the link's own answer for someone who does not hold it", async () => {
    const machine = voucherCollectMachine.provide({
      actors: {
        viewLink: fromPromise(async () => unavailable as VoucherViewReply),
        findHeld: fromPromise<Voucher | null, VoucherHeldInput>(async () => null),
      },
    });
    const actor = createActor(machine, { input: { code: 'TENOFF', token: 't'.repeat(43), signedIn: true } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.message).toEqual({ code: 'VOUCHER_UNAVAILABLE' });
  });
});

function start(
  input: VoucherCollectInput,
  script: { view?: () => Promise<VoucherViewReply>; collect?: () => Promise<VoucherReply> } = {},
) {
  const spies = {
    viewLink: vi.fn<(input: unknown) => Promise<VoucherViewReply>>(script.view ?? (async () => viewed)),
    collect: vi.fn<(input: unknown) => Promise<VoucherReply>>(script.collect ?? (async () => collected)),
    goToLogin: vi.fn(),
  };
  const machine = voucherCollectMachine.provide({
    actors: {
      viewLink: fromPromise(({ input: i }) => spies.viewLink(i)),
      collect: fromPromise(({ input: i }) => spies.collect(i)),
    },
    actions: { goToLogin: () => spies.goToLogin() },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

describe('voucher collect machine: rules', () => {
  it('a link is only shown until COLLECT: opening it claims nothing', async () => {
    const { actor, spies } = start({ code: 'TENOFF', token: 'tok', signedIn: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(spies.viewLink).toHaveBeenCalledWith({ code: 'TENOFF', token: 'tok' });
    expect(spies.collect).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.campaign).toEqual(campaign);
    actor.send({ type: 'COLLECT' });
    await waitFor(actor, (s) => s.matches('collected'));
    expect(spies.collect).toHaveBeenCalledWith({ code: 'TENOFF', token: 'tok' });
    expect(actor.getSnapshot().context.voucher).toEqual(voucher);
  });

  it('a code is collected on COLLECT, without a view', async () => {
    const { actor, spies } = start({ code: 'TENOFF', signedIn: true });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'COLLECT' });
    await waitFor(actor, (s) => s.matches('collected'));
    expect(spies.viewLink).not.toHaveBeenCalled();
    expect(spies.collect).toHaveBeenCalledWith({ code: 'TENOFF', token: null });
  });

  it('a dead link gets the one generic answer and offers nothing', async () => {
    const { actor } = start(
      { code: 'TENOFF', token: 'tok', signedIn: true },
      { view: async () => unavailable as VoucherViewReply },
    );
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'VOUCHER_UNAVAILABLE' });
    expect(actor.getSnapshot().can({ type: 'COLLECT' })).toBe(false);
  });

  it('signed out: COLLECT goes to login and claims nothing', () => {
    const { actor, spies } = start({ code: 'TENOFF', signedIn: false });
    actor.send({ type: 'COLLECT' });
    expect(spies.goToLogin).toHaveBeenCalledTimes(1);
    expect(spies.collect).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refused collect shows the message; RETRY asks again', async () => {
    const replies = [tooMany, collected];
    const { actor, spies } = start(
      { code: 'TENOFF', signedIn: true },
      { collect: async () => replies.shift() ?? collected },
    );
    actor.send({ type: 'COLLECT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toEqual({ code: 'TOO_MANY_REQUESTS' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('collected'));
    expect(spies.collect).toHaveBeenCalledTimes(2);
  });
});
