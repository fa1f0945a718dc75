/**
 * The tenant's questionList (cloud config) as member assessment asks it (docs/staff.md#member-assessment).
 * Each question's `info.A` is a pipe-separated list of options. An option `NOTE=1` is no answer of its
 * own: it makes a free-text note with the answer mandatory; `NOTE=0` offers an optional note; without
 * either there is no note. The same rules check the answers in the browser (before sending) and on
 * the server (before storing).
 *
 * A question's text may be given per language, and its options too (`localOptions`: the same options
 * in the same order): staff read them in their language, while the answer sent and stored is always
 * the option of `info.A`, so records read the same whoever recorded them.
 */
import type { CloudQuestion } from '../generated/tenant';
import { ASSESSMENT_NOTE_MAX_LENGTH } from './limits';
import { tenantText } from './local-text';

export type NoteRule = 'none' | 'optional' | 'required';

export interface AskedQuestion {
  id: string;
  /** In the language asked for. */
  text: string;
  /** The options of info.A: what an answer sends and stores. */
  options: string[];
  /** The same options in the language asked for (info.A's where it has none in that language). */
  labels: string[];
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

/** Whether a language's options are info.A's in another language: as many, with the same note rule. */
export function optionsMatch(a: string, local: string): boolean {
  const base = parseOptions(a);
  const other = parseOptions(local);
  return other.options.length === base.options.length && other.note === base.note;
}

/**
 * The questions with at least one option, in `language` (the tenant's default language when absent,
 * as the server stores them; `defaultLanguage` is where a text has no version in `language`).
 */
export function askedQuestions(
  list: ReadonlyArray<Pick<CloudQuestion, 'id' | 'text' | 'info' | 'localOptions'>> | undefined,
  defaultLanguage: string,
  language: string = defaultLanguage,
): AskedQuestion[] {
  return (list ?? [])
    .map((q) => {
      const { options, note } = parseOptions(q.info.A);
      const local = (q.localOptions as Readonly<Record<string, string>> | undefined)?.[language];
      const labels = local !== undefined && optionsMatch(q.info.A, local) ? parseOptions(local).options : options;
      return { id: q.id, text: tenantText(q.text, language, defaultLanguage), options, labels, note };
    })
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

/**
 * A stored answer in `language`: the question and option as the questionnaire now words them there,
 * when the question still has that id and that text in the default language (the record stores the
 * default language's); as stored otherwise, so an answer to an older questionnaire reads as it was.
 */
export function answerInLanguage(
  answer: { questionId: string; question: string; option: string },
  list: ReadonlyArray<Pick<CloudQuestion, 'id' | 'text' | 'info' | 'localOptions'>> | undefined,
  defaultLanguage: string,
  language: string,
): { question: string; option: string } {
  const stored = { question: answer.question, option: answer.option };
  const asStored = askedQuestions(list, defaultLanguage).find((q) => q.id === answer.questionId);
  if (!asStored || asStored.text !== answer.question) return stored;
  const asked = askedQuestions(list, defaultLanguage, language).find((q) => q.id === answer.questionId);
  const index = asStored.options.indexOf(answer.option);
  if (!asked) return stored;
  return { question: asked.text, option: index < 0 ? answer.option : (asked.labels[index] ?? answer.option) };
}
