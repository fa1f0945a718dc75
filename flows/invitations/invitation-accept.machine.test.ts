import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { invitationAcceptMachine, type InvitationAcceptInput } from './invitation-accept.machine';
import type { InvitationAcceptReply, InvitationViewReply } from '../wallet/membership-replies';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const viewed: InvitationViewReply = {
  success: true,
  result: { rtn: 1, programme: 'Rewards', expiresAt: 1 },
};
const forOther: InvitationViewReply = {
  success: true,
  result: { rtn: 1, programme: 'Rewards', expiresAt: 1, forThisAccount: false },
};
const invalid = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'This invitation is not valid',
    problem: { code: 'INVITATION_UNAVAILABLE', params: {} },
  },
};
const other = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'This invitation is for another account',
    problem: { code: 'INVITATION_OTHER_ACCOUNT', params: {} },
  },
};
const accepted: InvitationAcceptReply = {
  success: true,
  result: { rtn: 1, cardNumber: '6036*********123', programme: 'Rewards' },
};

describe('invitation accept machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(invitationAcceptMachine, {
      inputs: [
        { kind: 'member', token: 't', signedIn: true },
        { kind: 'merchant', token: 't', signedIn: false },
      ],
      events: {
        ...actorOutcomes('view', {
          done: [viewed, forOther, invalid],
          error: [new Error('offline')],
        }),
        ...actorOutcomes('accept', {
          done: [accepted, other, invalid],
          error: [new Error('offline')],
        }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

function start(input: InvitationAcceptInput, view = viewed, accept: InvitationAcceptReply = accepted) {
  const spies = {
    goToLogin: vi.fn(),
    switchAccount: vi.fn(),
    goToAccepted: vi.fn(),
    accept: vi.fn(async () => accept),
  };
  const machine = invitationAcceptMachine.provide({
    actors: {
      view: fromPromise(async () => view),
      accept: fromPromise(() => spies.accept()),
    },
    actions: {
      goToLogin: () => spies.goToLogin(),
      switchAccount: () => spies.switchAccount(),
      goToAccepted: (_, p) => spies.goToAccepted(p),
    },
  });
  return { actor: createActor(machine, { input }).start(), spies };
}

describe('invitation accept machine: rules', () => {
  it('shown first; ACCEPT makes a member and lands on invitation/accepted', async () => {
    const { actor, spies } = start({
      kind: 'merchant',
      token: 't',
      signedIn: true,
    });
    await waitFor(actor, (s) => s.matches('offering'));
    expect(spies.accept).not.toHaveBeenCalled();
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.goToAccepted).toHaveBeenCalledWith({
      programme: 'Rewards',
      cardNumber: '6036*********123',
    });
  });

  it('signed out: login first', async () => {
    const { actor, spies } = start({
      kind: 'merchant',
      token: 't',
      signedIn: false,
    });
    await waitFor(actor, (s) => s.matches('offering'));
    actor.send({ type: 'ACCEPT' });
    expect(spies.goToLogin).toHaveBeenCalled();
    expect(spies.accept).not.toHaveBeenCalled();
  });

  it('another account is told so and can switch', async () => {
    const { actor, spies } = start({ kind: 'member', token: 't', signedIn: true }, forOther);
    await waitFor(actor, (s) => s.matches('otherAccount'));
    expect(actor.getSnapshot().context.message).toEqual({
      code: 'INVITATION_OTHER_ACCOUNT',
    });
    actor.send({ type: 'SWITCH_ACCOUNT' });
    expect(spies.switchAccount).toHaveBeenCalled();
  });
});
