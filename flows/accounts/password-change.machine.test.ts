import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PlainReply } from './account-replies';
import { passwordChangeMachine, type ChangePasswordInput, type PasswordChangeFields } from './password-change.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { waitUntilLeft } from '../testing/wait-until-left';

const changed: PlainReply = { success: true, result: { rtn: 1 } };
const oldWrong: PlainReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Old password is not correct', problem: { code: 'OLD_PASSWORD_INCORRECT', params: {} } },
};
const weakRefusal: PlainReply = {
  success: true,
  result: { rtn: -2, dispMsg: 'Password is weak', problem: { code: 'PASSWORD_WEAK', params: {} } },
};

const strong: PasswordChangeFields = {
  oldPassword: 'Old!Pass1',
  newPassword: 'N3w!Passw0rd',
  confirmPassword: 'N3w!Passw0rd',
};
const weak: PasswordChangeFields = { oldPassword: 'Old!Pass1', newPassword: '1234', confirmPassword: '1234' };
const noOld: PasswordChangeFields = { ...strong, oldPassword: '' };

function startChange(changePassword: (input: ChangePasswordInput) => Promise<PlainReply> = async () => changed) {
  const spies = { changePassword: vi.fn(changePassword), passwordChanged: vi.fn() };
  const machine = passwordChangeMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => spies.changePassword(input)) },
    actions: { passwordChanged: () => spies.passwordChanged() },
  });
  return { actor: createActor(machine).start(), spies };
}

async function submit(running: ReturnType<typeof startChange>, fields: PasswordChangeFields) {
  running.actor.send({ type: 'SUBMIT', ...fields });
  return waitUntilLeft(running.actor, ['submitting']);
}

describe('password change machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(passwordChangeMachine, {
      events: {
        SUBMIT: [
          { type: 'SUBMIT', ...strong },
          { type: 'SUBMIT', ...weak },
          { type: 'SUBMIT', ...noOld },
        ],
        ...actorOutcomes('changePassword', { done: [changed, oldWrong, weakRefusal], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('password change machine: rules', () => {
  it('checks every field before sending anything', async () => {
    const running = startChange();
    const snapshot = await submit(running, { oldPassword: ' ', newPassword: '', confirmPassword: 'x' });
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({
      oldPassword: 'OLD_PASSWORD_MISSING',
      newPassword: 'PASSWORD_EMPTY',
      confirmPassword: 'PASSWORD_MISMATCH',
    });
    const long = 'Aa1!'.repeat(6);
    expect(
      (await submit(running, { ...strong, newPassword: long, confirmPassword: long })).context.fieldErrors,
    ).toEqual({
      newPassword: 'PASSWORD_TOO_LONG',
    });
    expect(running.spies.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password and forgets the typed passwords', async () => {
    const running = startChange();
    const snapshot = await submit(running, strong);
    expect(running.spies.changePassword).toHaveBeenCalledWith({
      oldPassword: 'Old!Pass1',
      newPassword: 'N3w!Passw0rd',
      acceptWeakPassword: false,
    });
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.passwords).toEqual({ oldPassword: '', newPassword: '', confirmPassword: '' });
    expect(running.spies.passwordChanged).toHaveBeenCalledTimes(1);
  });

  it('warns about a weak new password and sends it only after USE_ANYWAY', async () => {
    const running = startChange();
    expect((await submit(running, weak)).value).toBe('weakPasswordWarning');
    expect(running.spies.changePassword).not.toHaveBeenCalled();
    running.actor.send({ type: 'EDIT' });
    expect(running.actor.getSnapshot().value).toBe('editing');
    await submit(running, weak);
    running.actor.send({ type: 'USE_ANYWAY' });
    await waitUntilLeft(running.actor, ['submitting']);
    expect(running.spies.changePassword).toHaveBeenCalledWith({
      oldPassword: 'Old!Pass1',
      newPassword: '1234',
      acceptWeakPassword: true,
    });
  });

  it("shows the server's refusal, e.g. 'Old password is not correct', on the form", async () => {
    const running = startChange(async () => oldWrong);
    const snapshot = await submit(running, strong);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.message).toEqual({ code: 'OLD_PASSWORD_INCORRECT' });
    expect(running.spies.passwordChanged).not.toHaveBeenCalled();
  });

  it("asks about a weak password when the server's rule says so (rtn -2)", async () => {
    const running = startChange(async () => weakRefusal);
    expect((await submit(running, strong)).value).toBe('weakPasswordWarning');
  });

  it("says 'Failed to operate' when the call fails", async () => {
    const running = startChange(() => Promise.reject(new Error('offline')));
    const snapshot = await submit(running, strong);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.message).toEqual({ code: 'OPERATION_FAILED' });
  });
});
