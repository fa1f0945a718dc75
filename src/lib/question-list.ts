/**
 * The tenant's questionList (cloud config) as member assessment asks it (docs/staff.md#member-assessment).
 * Each question's `info.A` is a pipe-separated list of options. An option `NOTE=1` is no answer of its
 * own: it makes a free-text note with the answer mandatory; `NOTE=0` offers an optional note; without
 * either there is no note. The same rules check the answers in the browser (before sending) and on
 * the server (before storing).
 */
import { ASSESSMENT_NOTE_MAX_LENGTH } from './limits';

export type NoteRule = 'none' | 'optional' | 'required';

export interface AskedQuestion {
  id: string;
  text: string;
  options: string[];
  note: NoteRule;
}

export interface AssessmentAnswer {
  questionId: string;
  option: string;
  note: string;
}

export type AnswerProblemKind =
  'missing' | 'unknown-option' | 'note-required' | 'note-not-allowed' | 'note-too-long' | 'unknown-question';

export interface AnswerProblem {
  questionId: string;
  kind: AnswerProblemKind;
}

const NOTE_OPTION = /^\s*NOTE\s*=\s*([01])\s*$/i;

/** The options of an `A` string and its note rule (a NOTE=1 wins over a NOTE=0). */
export function parseOptions(a: string): { options: string[]; note: NoteRule } {
  let note: NoteRule = 'none';
  const options: string[] = [];
  for (const raw of a.split('|')) {
    const marker = NOTE_OPTION.exec(raw);
    if (marker) {
      if (marker[1] === '1') note = 'required';
      else if (note === 'none') note = 'optional';
      continue;
    }
    const option = raw.trim();
    if (option !== '' && !options.includes(option)) options.push(option);
  }
  return { options, note };
}

export function askedQuestions(
  list: ReadonlyArray<{ id: string; text: string; info: { A: string } }> | undefined,
): AskedQuestion[] {
  return (list ?? [])
    .map((q) => ({ id: q.id, text: q.text, ...parseOptions(q.info.A) }))
    .filter((q) => q.options.length > 0);
}

/** What is wrong with the answers: every question answered once with one of its options, and its note as its rule says. */
export function answerProblems(
  questions: readonly AskedQuestion[],
  answers: readonly AssessmentAnswer[],
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  for (const answer of answers)
    if (!questions.some((q) => q.id === answer.questionId))
      problems.push({ questionId: answer.questionId, kind: 'unknown-question' });
  for (const question of questions) {
    const answer = byId.get(question.id);
    if (!answer || answer.option === '') problems.push({ questionId: question.id, kind: 'missing' });
    else if (!question.options.includes(answer.option))
      problems.push({ questionId: question.id, kind: 'unknown-option' });
    const note = answer?.note.trim() ?? '';
    if (question.note === 'required' && note === '') problems.push({ questionId: question.id, kind: 'note-required' });
    if (question.note === 'none' && note !== '') problems.push({ questionId: question.id, kind: 'note-not-allowed' });
    if ([...note].length > ASSESSMENT_NOTE_MAX_LENGTH)
      problems.push({ questionId: question.id, kind: 'note-too-long' });
  }
  return problems;
}
