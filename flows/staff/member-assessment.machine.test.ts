import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AskedQuestion, AssessmentAnswer } from '../../src/lib/question-list';
import { memberAssessmentMachine, type AssessReply } from './member-assessment.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const questions: AskedQuestion[] = [
  { id: 'vehicle', text: 'Vehicle?', options: ['Car', 'Van'], labels: ['Car', 'Van'], note: 'optional' },
  { id: 'access', text: 'Accessible bay?', options: ['No', 'Yes'], labels: ['No', 'Yes'], note: 'required' },
];
const complete: AssessmentAnswer[] = [
  { questionId: 'vehicle', option: 'Car', note: '' },
  { questionId: 'access', option: 'Yes', note: 'Permit 1' },
];
const noNote: AssessmentAnswer[] = [
  complete[0] as AssessmentAnswer,
  { questionId: 'access', option: 'Yes', note: ' ' },
];
const saved: AssessReply = { success: true, result: { rtn: 1, questionnaireVersion: '0123456789abcdef' } };
const gone: AssessReply = { success: true, result: { rtn: 0, problem: { code: 'MEMBER_NOT_FOUND', params: {} } } };

describe('member assessment machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(memberAssessmentMachine, {
      inputs: [{ memberId: 'm', questions }],
      events: {
        SUBMIT: [
          { type: 'SUBMIT', answers: complete },
          { type: 'SUBMIT', answers: noNote },
        ],
        ...actorOutcomes('assess', { done: [saved, gone], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('member assessment machine: rules', () => {
  it('refuses a mandatory note left empty, marks its field, and sends once it is written', async () => {
    const assess = vi.fn(async (_input: { memberId: string; answers: AssessmentAnswer[] }) => saved);
    const actor = createActor(
      memberAssessmentMachine.provide({ actors: { assess: fromPromise(({ input }) => assess(input)) } }),
      { input: { memberId: 'm', questions } },
    ).start();
    actor.send({ type: 'SUBMIT', answers: [complete[0] as AssessmentAnswer] });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'ASSESSMENT_INCOMPLETE' });
    actor.send({ type: 'SUBMIT', answers: noNote });
    expect(actor.getSnapshot().context).toMatchObject({
      message: { code: 'ASSESSMENT_NOTE_REQUIRED' },
      notesMissing: ['access'],
    });
    expect(assess).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT', answers: complete });
    await waitFor(actor, (s) => s.status === 'done');
    expect(assess).toHaveBeenCalledWith({ memberId: 'm', answers: complete });
    expect(actor.getSnapshot().context.notesMissing).toEqual([]);
  });
});
