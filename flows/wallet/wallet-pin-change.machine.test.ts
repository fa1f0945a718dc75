import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import {
  isWalletPin,
  pinFieldsProblem,
  walletPinChangeMachine,
  type ChangePinInput,
  type ChangePinReply,
} from './wallet-pin-change.machine';

const ok: ChangePinReply = { success: true, result: { rtn: 1 } };
const wrongOld: ChangePinReply = {
  success: true,
  result: { rtn: 0, problem: { code: 'WALLET_PIN_OLD_WRONG', params: {} } },
};
const good = { type: 'SUBMIT' as const, oldPin: '123456', newPin: '654321', confirmPin: '654321' };

describe('wallet PIN change machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(walletPinChangeMachine, {
      inputs: [
        { cardId: 'c', pinSet: true },
        { cardId: 'c', pinSet: false },
      ],
      events: {
        SUBMIT: [good, { type: 'SUBMIT', oldPin: '', newPin: '12345', confirmPin: '12345' }],
        ...actorOutcomes('changePin', { done: [ok, wrongOld], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('wallet PIN change machine: rules', () => {
  it('checks six digits, the match and a real change before sending', () => {
    for (const pin of ['', '12345', '1234567', '12a456', '１２３４５６']) expect(isWalletPin(pin)).toBe(false);
    expect(pinFieldsProblem({ oldPin: '', newPin: '123456', confirmPin: '123456' }, false)).toBeNull();
    expect(pinFieldsProblem({ oldPin: '', newPin: '123456', confirmPin: '123456' }, true)).toEqual({
      code: 'WALLET_PIN_FORMAT',
    });
    expect(pinFieldsProblem({ oldPin: '111111', newPin: '123456', confirmPin: '123457' }, true)).toEqual({
      code: 'WALLET_PIN_MISMATCH',
    });
    expect(pinFieldsProblem({ oldPin: '123456', newPin: '123456', confirmPin: '123456' }, true)).toEqual({
      code: 'WALLET_PIN_SAME',
    });
  });

  it("sends the fields once valid and shows the server's refusal with the fields cleared", async () => {
    const changePin = vi.fn(async (_input: ChangePinInput) => wrongOld);
    const machine = walletPinChangeMachine.provide({
      actors: { changePin: fromPromise(({ input }) => changePin(input)) },
    });
    const actor = createActor(machine, { input: { cardId: 'c', pinSet: true } }).start();
    actor.send({ type: 'SUBMIT', oldPin: '123456', newPin: '654321', confirmPin: '654320' });
    expect(changePin).not.toHaveBeenCalled();
    actor.send(good);
    await waitFor(actor, (s) => s.matches('editing') && s.context.message !== null);
    expect(changePin).toHaveBeenCalledWith({
      cardId: 'c',
      pinSet: true,
      oldPin: '123456',
      newPin: '654321',
      confirmPin: '654321',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      message: { code: 'WALLET_PIN_OLD_WRONG' },
      fields: { oldPin: '', newPin: '', confirmPin: '' },
    });
  });
});
