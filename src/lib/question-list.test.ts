import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerInLanguage,
  answerProblems,
  askedQuestions,
  optionsMatch,
  parseOptions,
  type AskedQuestion,
} from './question-list';

const option = fc
  .stringMatching(/^[A-Za-z][A-Za-z ]{0,10}$/)
  .map((s) => s.trim())
  .filter((s) => s !== '' && !/^note/i.test(s));

describe('questionList options', () => {
  it('reads the demo strings', () => {
    expect(parseOptions('Car|SUV or van|Motorbike|NOTE=0')).toEqual({
      options: ['Car', 'SUV or van', 'Motorbike'],
      note: 'optional',
    });
    expect(parseOptions('No|Yes, mobility permit holder|NOTE=1')).toEqual({
      options: ['No', 'Yes, mobility permit holder'],
      note: 'required',
    });
    expect(parseOptions('Yes|No')).toEqual({ options: ['Yes', 'No'], note: 'none' });
    expect(parseOptions('NOTE=0|A|NOTE=1')).toEqual({ options: ['A'], note: 'required' });
  });

  it('never turns a NOTE marker into an option, and keeps the other options in order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(option, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('', '|NOTE=0', '|NOTE=1'),
        (options, marker) => {
          const parsed = parseOptions(options.join('|') + marker);
          expect(parsed.options).toEqual(options);
          expect(parsed.note).toBe(marker === '' ? 'none' : marker.endsWith('1') ? 'required' : 'optional');
        },
      ),
    );
  });

  it('leaves out a question with no options', () => {
    expect(askedQuestions([{ id: 'q', text: 'Q', info: { A: 'NOTE=1' } }], 'en-gb')).toEqual([]);
  });

  it("asks in the staff member's language, and answers with info.A's options whatever the language", () => {
    const list = [
      {
        id: 'vehicle',
        text: { 'en-gb': 'What will you park?', 'zh-hans': '您要停什么车？' },
        info: { A: 'Car|Motorbike|NOTE=0' },
        localOptions: { 'zh-hans': '汽车|摩托车|NOTE=0', 'ms-my': 'Kereta|NOTE=0' },
      },
    ];
    expect(askedQuestions(list, 'en-gb', 'zh-hans')).toEqual([
      {
        id: 'vehicle',
        text: '您要停什么车？',
        options: ['Car', 'Motorbike'],
        labels: ['汽车', '摩托车'],
        note: 'optional',
      },
    ]);
    // The server stores the default language's; a language whose options do not match info.A's shows info.A's.
    expect(askedQuestions(list, 'en-gb')[0]).toMatchObject({
      text: 'What will you park?',
      labels: ['Car', 'Motorbike'],
    });
    expect(askedQuestions(list, 'en-gb', 'ms-my')[0]).toMatchObject({
      text: 'What will you park?',
      labels: ['Car', 'Motorbike'],
    });
    expect(optionsMatch('Car|Motorbike|NOTE=0', 'Kereta|Motosikal|NOTE=1')).toBe(false);
    expect(optionsMatch('Car|Motorbike|NOTE=0', 'Kereta|Motosikal|NOTE=0')).toBe(true);
    // A stored answer reads in the staff member's language while the questionnaire still asks it so.
    const stored = { questionId: 'vehicle', question: 'What will you park?', option: 'Motorbike' };
    expect(answerInLanguage(stored, list, 'en-gb', 'zh-hans')).toEqual({
      question: '您要停什么车？',
      option: '摩托车',
    });
    const older = { ...stored, question: 'What vehicle?' };
    expect(answerInLanguage(older, list, 'en-gb', 'zh-hans')).toEqual({
      question: 'What vehicle?',
      option: 'Motorbike',
    });
  });
});

describe('assessment answers', () => {
  const questions: AskedQuestion[] = [
    { id: 'a', text: 'A?', options: ['x', 'y'], labels: ['x', 'y'], note: 'required' },
    { id: 'b', text: 'B?', options: ['z'], labels: ['z'], note: 'optional' },
    { id: 'c', text: 'C?', options: ['w'], labels: ['w'], note: 'none' },
  ];

  it('accepts every question answered with its option and the notes its rule asks for', () => {
    expect(
      answerProblems(questions, [
        { questionId: 'a', option: 'x', note: 'why' },
        { questionId: 'b', option: 'z', note: '' },
        { questionId: 'c', option: 'w', note: '' },
      ]),
    ).toEqual([]);
  });

  it('refuses a mandatory note left empty, a note where none is offered, a missing answer and a made-up option', () => {
    expect(
      answerProblems(questions, [
        { questionId: 'a', option: 'x', note: '  ' },
        { questionId: 'c', option: 'v', note: 'n' },
        { questionId: 'd', option: 'x', note: '' },
      ]),
    ).toEqual([
      { questionId: 'd', kind: 'unknown-question' },
      { questionId: 'a', kind: 'note-required' },
      { questionId: 'b', kind: 'missing' },
      { questionId: 'c', kind: 'unknown-option' },
      { questionId: 'c', kind: 'note-not-allowed' },
    ]);
  });

  it('a mandatory note is refused exactly when it is blank', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (note) => {
        const problems = answerProblems([questions[0] as AskedQuestion], [{ questionId: 'a', option: 'y', note }]);
        expect(problems.some((p) => p.kind === 'note-required')).toBe(note.trim() === '');
      }),
    );
  });
});
