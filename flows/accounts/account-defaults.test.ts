import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { MissingImplementationError } from '../shared/missing-implementation';
import { passwordChangeMachine } from './password-change.machine';
import { passwordLoginMachine } from './password-login.machine';
import { passwordResetMachine } from './password-reset.machine';
import { signupMachine } from './signup.machine';
import { smsLoginMachine } from './sms-login.machine';

/** Every effect of the account flows must be provided by the app; the defaults fail loudly. */
const effects: Array<[AnyStateMachine, string[]]> = [
  [passwordLoginMachine, ['signIn']],
  [smsLoginMachine, ['requestCode', 'loginBySms']],
  [signupMachine, ['checkPhone', 'requestCode', 'verifyCode', 'register']],
  [passwordResetMachine, ['requestCode', 'verifyCode', 'resetPassword']],
  [passwordChangeMachine, ['changePassword']],
];

describe('account flows: default actors', () => {
  it.each(effects.flatMap(([machine, actors]) => actors.map((actor) => [machine.id, actor, machine] as const)))(
    '%s: %s rejects with MissingImplementationError until provided',
    async (machineId, actorName, machine) => {
      const logic = machine.implementations.actors[actorName] as AnyActorLogic;
      const child = createActor(logic, { input: {} });
      const failed = new Promise<unknown>((resolve) => child.subscribe({ error: resolve }));
      child.start();
      const error = await failed;
      expect(error).toBeInstanceOf(MissingImplementationError);
      expect(String(error)).toContain(`${machineId} machine: actor '${actorName}' has no implementation`);
    },
  );

  it('provides the countdown itself: it is pure logic, not an effect', () => {
    for (const machine of [smsLoginMachine, signupMachine, passwordResetMachine]) {
      expect(machine.implementations.actors.codeCountdown).toBeDefined();
    }
  });
});
