import type { MachineShape, ShapeTransition } from '../shape/machine-shape';
import { FLOW_LANGUAGES, type FlowLanguage } from '../labels/types';
import { entryOf, guardText, otherwiseText, SHORT_PAUSE_MS, type FlowTextSource } from './diagram-text';
import { fillPlaceholders, GENERIC_FACTS, type FlowFacts } from './flow-facts';

/**
 * Path stories: for every step a customer can end up in, the shortest way there, told as numbered
 * sentences in each language ('1. The customer picks entry and exit times. → Checking the rules').
 * The paths are the ones the model-based walk replays first (flows/testing/model-walk.ts: the
 * shortest path to every state), found here on the machine's shape so they also follow a
 * tenant's pruned diagram. Analysts turn them into acceptance tests.
 */
export interface PathStory {
  /** The state the story ends in. */
  state: string;
  title: Record<FlowLanguage, string>;
  steps: Record<FlowLanguage, string[]>;
  /** The developer names of each step: `source --EVENT [guard]--> target`. */
  technical: string[];
}

interface Step {
  transition: ShapeTransition;
  target: string;
}

/**
 * The transitions with the usual way on first: of a state's automatic alternatives, the one taken
 * when no special case applies (the unguarded last one: 'placed' goes to payment unless there is
 * nothing to pay). So among paths of equal length the story tells the main one.
 */
function mainFirst(transitions: readonly ShapeTransition[]): ShapeTransition[] {
  const rank = (t: ShapeTransition): number => (t.trigger.kind === 'always' && t.guard === null ? 0 : 1);
  return [...transitions].sort((a, b) => rank(a) - rank(b));
}

/** The shortest sequence of transitions that enters each state, from the machine's start (the main one of equal ones). */
export function shortestPaths(shape: MachineShape): Map<string, Step[]> {
  const byPath = new Map(shape.states.map((s) => [s.path, s]));
  const paths = new Map<string, Step[]>();
  const queue: string[] = [];
  const enter = (path: string, steps: Step[]): void => {
    const parts = path.split('.');
    for (let i = 1; i <= parts.length; i += 1) {
      const p = parts.slice(0, i).join('.');
      if (!paths.has(p)) {
        paths.set(p, steps);
        queue.push(p);
      }
    }
    const state = byPath.get(path);
    if (state?.kind === 'parallel') state.children.forEach((c) => enter(c.path, steps));
    else if (state?.initial) enter(state.initial, steps);
  };
  if (shape.root.initial !== null) enter(shape.root.initial, []);
  const bySource = new Map<string, ShapeTransition[]>();
  for (const t of mainFirst(shape.transitions)) bySource.set(t.source, [...(bySource.get(t.source) ?? []), t]);
  while (queue.length > 0) {
    const source = queue.shift() ?? '';
    const sofar = paths.get(source) ?? [];
    for (const t of bySource.get(source) ?? []) {
      for (const target of t.targets) enter(target, [...sofar, { transition: t, target }]);
    }
  }
  return paths;
}

const SAY = {
  'en-gb': {
    start: (state: string) => `The flow starts at “${state}”.`,
    automatically: 'Automatically',
    after: (s: string) => `After ${s} s`,
    afterPause: 'After a pause',
    afterMoment: 'After a moment',
    finished: 'When finished',
    update: 'On an update',
    done: 'done',
    noAnswer: 'the call failed',
    ifGuard: (g: string) => `if ${g}`,
    clause: (sentence: string, clause: string) => `${sentence} (${clause})`,
    answer: (sentence: string, answer: string) => `${sentence}: ${answer}`,
    step: (sentence: string, target: string) => `${sentence}. → ${target}`,
    stop: /[.。]\s*$/,
  },
  'zh-hans': {
    start: (state: string) => `流程从“${state}”开始。`,
    automatically: '自动',
    after: (s: string) => `${s} 秒后`,
    afterPause: '稍后',
    afterMoment: '片刻后',
    finished: '完成后',
    update: '有更新时',
    done: '完成',
    noAnswer: '调用失败',
    ifGuard: (g: string) => `若${g}`,
    clause: (sentence: string, clause: string) => `${sentence}（${clause}）`,
    answer: (sentence: string, answer: string) => `${sentence}：${answer}`,
    step: (sentence: string, target: string) => `${sentence}。→ ${target}`,
    stop: /[.。]\s*$/,
  },
} as const;

function stepSentence(
  flow: FlowTextSource,
  shape: MachineShape,
  t: ShapeTransition,
  language: FlowLanguage,
  facts: FlowFacts,
): string {
  const say = SAY[language];
  const fill = (text: string): string => fillPlaceholders(text, facts, language);
  const sentence = (text: string): string => fill(text).replace(say.stop, '');
  const guard = t.guard === null ? null : guardText(flow, t.guard, language, facts);
  const otherwise = otherwiseText(flow, t, shape.transitions, language, facts);
  const trigger = t.trigger;
  switch (trigger.kind) {
    case 'event': {
      const base = sentence(entryOf(flow.labels.events, trigger.event, 'event', flow.name)[language].description);
      if (guard) return say.clause(base, say.ifGuard(guard));
      return otherwise ? say.clause(base, otherwise) : base;
    }
    case 'done':
    case 'error': {
      const base = sentence(entryOf(flow.labels.actors, trigger.actor, 'actor', flow.name)[language].description);
      if (trigger.kind === 'error') return say.answer(base, say.noAnswer);
      return say.answer(base, guard ?? otherwise ?? say.done);
    }
    case 'always': {
      const condition = guard ?? otherwise;
      return condition ? say.clause(say.automatically, condition) : say.automatically;
    }
    case 'after': {
      const ms = typeof trigger.delay === 'number' ? trigger.delay : trigger.ms;
      if (ms === undefined) return say.afterPause;
      return ms < SHORT_PAUSE_MS ? say.afterMoment : say.after(String(ms / 1000));
    }
    case 'stateDone':
      return say.finished;
    case 'snapshot':
      return say.update;
  }
}

function technicalStep(t: ShapeTransition, target: string): string {
  const guard = t.guard ? ` [${t.guard}]` : '';
  return `${t.source || '(any state)'} --${t.label}${guard}--> ${target}`;
}

/**
 * The flow's main outcome: the first of its end states (type 'final') named as a success —
 * `succeeded`, `approved`, `paid`, `booked` and the like — or null when none is (docs/flows.md#path-stories).
 */
const MAIN_OUTCOME =
  /^(succeeded|approved|paid|booked|credited|changed|verified|collected|accepted|unlocked|saved|done|finished)$/;
export function mainOutcome(shape: MachineShape): string | null {
  return shape.states.find((s) => s.kind === 'final' && MAIN_OUTCOME.test(s.path.split('.').pop() ?? ''))?.path ?? null;
}

/**
 * A story for every step that is not a container (its first inner step has the same story). The
 * story of the main outcome comes first ('To Booked', through Paying): the path an analyst checks
 * first; the others follow in the machine's order.
 */
export function pathStories(flow: FlowTextSource, shape: MachineShape, facts: FlowFacts = GENERIC_FACTS): PathStory[] {
  const stories = allPathStories(flow, shape, facts);
  const main = mainOutcome(shape);
  const at = stories.findIndex((story) => story.state === main);
  return at <= 0 ? stories : [stories[at]!, ...stories.slice(0, at), ...stories.slice(at + 1)];
}

function allPathStories(flow: FlowTextSource, shape: MachineShape, facts: FlowFacts): PathStory[] {
  const paths = shortestPaths(shape);
  const stateLabel = (path: string, language: FlowLanguage): string =>
    fillPlaceholders(entryOf(flow.labels.states, path, 'state', flow.name)[language].label, facts, language);
  const initial = shape.root.initial;
  return shape.states
    .filter((s) => s.children.length === 0 && paths.has(s.path))
    .map((s) => {
      const steps = paths.get(s.path) ?? [];
      const perLanguage = (language: FlowLanguage): string[] => [
        ...(initial ? [SAY[language].start(stateLabel(initial, language))] : []),
        ...steps.map((step) =>
          SAY[language].step(
            stepSentence(flow, shape, step.transition, language, facts),
            stateLabel(step.target, language),
          ),
        ),
      ];
      return {
        state: s.path,
        title: Object.fromEntries(FLOW_LANGUAGES.map((lang) => [lang, stateLabel(s.path, lang)])) as Record<
          FlowLanguage,
          string
        >,
        steps: Object.fromEntries(FLOW_LANGUAGES.map((lang) => [lang, perLanguage(lang)])) as Record<
          FlowLanguage,
          string[]
        >,
        technical: steps.map((step) => technicalStep(step.transition, step.target)),
      };
    });
}

/** The stories as Markdown, both languages: flows/diagrams/<name>.stories.md. */
export function storiesMarkdown(title: Record<FlowLanguage, string>, stories: readonly PathStory[]): string {
  const out: string[] = [];
  const heading = { 'en-gb': 'How to reach each step', 'zh-hans': '到达每个步骤的路径' } as const;
  for (const language of FLOW_LANGUAGES) {
    out.push(`# ${title[language]}: ${heading[language]}`, '');
    for (const story of stories) {
      out.push(`## ${story.title[language]} (\`${story.state}\`)`, '');
      story.steps[language].forEach((step, i, all) =>
        out.push(i === 0 && all.length > 1 ? `${step}\n` : i === 0 ? step : `${i}. ${step}`),
      );
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
