import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  memberRegistrationMachine,
  registrationProblem,
  type RegisterReply,
  type RegistrationFields,
} from './member-registration.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const fields: RegistrationFields = {
  phone: '021 555 0101',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: '',
  licensePlate: '',
  acceptTerms: true,
};
const done: RegisterReply = {
  success: true,
  result: { rtn: 1, member: { memberId: 'm' }, issuedCards: [{ cardNumber: '6035000000000001' }] },
};
const taken: RegisterReply = {
  success: true,
  result: { rtn: 0, problem: { code: 'PHONE_ALREADY_REGISTERED', params: {} } },
};

describe('member registration machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(memberRegistrationMachine, {
      events: {
        SUBMIT: [
          { type: 'SUBMIT', ...fields },
          { type: 'SUBMIT', ...fields, acceptTerms: false },
        ],
        ...actorOutcomes('register', { done: [done, taken], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('member registration machine: rules', () => {
  it('asks for phone, names and the terms before sending', () => {
    expect(registrationProblem({ ...fields, phone: ' ' })).toEqual({ code: 'PHONE_MISSING' });
    expect(registrationProblem({ ...fields, firstName: '' })).toEqual({ code: 'FIRST_NAME_REQUIRED' });
    expect(registrationProblem({ ...fields, lastName: '' })).toEqual({ code: 'LAST_NAME_REQUIRED' });
    expect(registrationProblem({ ...fields, acceptTerms: false })).toEqual({ code: 'TERMS_REQUIRED' });
    expect(registrationProblem(fields)).toBeNull();
  });

  it('sends the fields and keeps the new member with the card issued', async () => {
    const register = vi.fn(async (_input: RegistrationFields) => done);
    const actor = createActor(
      memberRegistrationMachine.provide({ actors: { register: fromPromise(({ input }) => register(input)) } }),
    ).start();
    actor.send({ type: 'SUBMIT', ...fields });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(register).toHaveBeenCalledWith(fields);
    expect(actor.getSnapshot().context.registered).toEqual(done.result);
    actor.send({ type: 'REGISTER_ANOTHER' });
    expect(actor.getSnapshot().context).toMatchObject({ registered: null, message: null });
  });
});
