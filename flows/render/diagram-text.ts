import { transitionLabel, type ShapeState, type ShapeTransition, type Trigger } from '../shape/machine-shape';
import type { FlowLanguage, Labelled, MachineLabels } from '../labels/types';
import { fillPlaceholders, GENERIC_FACTS, type FlowFacts } from './flow-facts';
import { stateDetailLines } from './state-details';

/**
 * What a diagram says: the analyst's labels in one language, or the developer names (the
 * 'technical' view). Layout, SVG, Mermaid and the path stories all read their words from here.
 */
export type DiagramView = FlowLanguage | 'technical';
export const DIAGRAM_VIEWS: readonly DiagramView[] = ['en-gb', 'zh-hans', 'technical'];

export interface DiagramText {
  view: DiagramView;
  title: string;
  subtitle: string;
  stateName(state: ShapeState): string;
  /** Secondary lines in the state box (technical view: invoke, entry, exit). */
  stateDetails(state: ShapeState): string[];
  /** What an arrow says: the trigger and its guard. */
  transitionTitle(t: ShapeTransition, siblings: readonly ShapeTransition[]): string;
  /** Secondary lines under an arrow's title (technical view: the actions). */
  transitionDetails(t: ShapeTransition): string[];
  anyState: string;
  /** The inner state an arrow really leaves or enters, when it attaches to a container's border. */
  innerName(state: ShapeState, relativePath: string): string;
  /** '(from X)' / '(to X)' notes on such arrows. */
  fromNote(inner: string): string;
  toNote(inner: string): string;
  /** Prefix of a transition listed in its state's box instead of drawn as a loop. */
  selfLoop(title: string): string;
}

export interface FlowTextSource {
  name: string;
  labels: MachineLabels;
}

/** The developer names, as the diagrams always showed them. */
export function technicalText(flow: FlowTextSource, facts: FlowFacts = GENERIC_FACTS): DiagramText {
  return developerText(flow.name, fillPlaceholders(flow.labels.flow['en-gb'].description, facts, 'en-gb'));
}

/** The developer names of any machine, labelled or not. */
export function developerText(title: string, subtitle = ''): DiagramText {
  return {
    view: 'technical',
    title,
    subtitle,
    stateName: (s) => s.key,
    stateDetails: stateDetailLines,
    transitionTitle: (t) => transitionLabel(t),
    transitionDetails: (t) => (t.actions.length > 0 ? [`/ ${t.actions.join(', ')}`] : []),
    anyState: 'any state',
    innerName: (_state, relativePath) => relativePath,
    fromNote: (inner) => `from ${inner}`,
    toNote: (inner) => `to ${inner}`,
    selfLoop: (title) => `↻ ${title}`,
  };
}

const WORDS = {
  'en-gb': {
    automatically: 'automatically',
    done: 'done',
    failed: 'call failed',
    finished: 'when finished',
    update: 'update',
    afterPause: 'after a pause',
    afterMoment: 'after a moment',
    after: (seconds: string) => `after ${seconds} s`,
    and: ' and ',
    not: (g: string) => `not ${g}`,
    unless: (all: string[]) =>
      `unless ${all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}` : all[0]}`,
    withUnless: (trigger: string, unless: string) => `${trigger}, ${unless}`,
    otherAnswer: 'other answer',
    withGuard: (trigger: string, guard: string) => `${trigger}, if ${guard}`,
    anyState: 'any step',
    from: (inner: string) => `from ${inner}`,
    to: (inner: string) => `to ${inner}`,
  },
  'zh-hans': {
    automatically: '自动',
    done: '完成',
    failed: '调用失败',
    finished: '完成时',
    update: '更新',
    afterPause: '稍后',
    afterMoment: '片刻后',
    after: (seconds: string) => `${seconds} 秒后`,
    and: '且',
    not: (g: string) => `非${g}`,
    unless: (all: string[]) => `除非${all.join('或')}`,
    withUnless: (trigger: string, unless: string) => `${trigger}（${unless}）`,
    otherAnswer: '其他答复',
    withGuard: (trigger: string, guard: string) => `${trigger}（若${guard}）`,
    anyState: '任意步骤',
    from: (inner: string) => `自 ${inner}`,
    to: (inner: string) => `至 ${inner}`,
  },
} as const;

export class MissingLabelError extends Error {}

/** Reads one entry of a labels table, or throws naming what is missing. */
export function entryOf(table: Record<string, Labelled>, key: string, what: string, flow: string): Labelled {
  const entry = table[key];
  if (!entry) throw new MissingLabelError(`flows/labels/${flow}.labels.ts: no label for ${what} '${key}'`);
  return entry;
}

/** A guard's label, reading `a && b` and `!a` from their parts. */
export function guardText(flow: FlowTextSource, guard: string, language: FlowLanguage, facts: FlowFacts): string {
  const w = WORDS[language];
  return guard
    .split('&&')
    .map((part) => part.trim().replace(/^\((.*)\)$/, '$1'))
    .map((part) => {
      const negated = part.startsWith('!');
      const name = negated ? part.slice(1) : part;
      const text = fillPlaceholders(
        entryOf(flow.labels.guards, name, 'guard', flow.name)[language].label,
        facts,
        language,
      );
      return negated ? w.not(text) : text;
    })
    .join(w.and);
}

/** What a trigger is called in plain words, without its guard. */
export function triggerText(flow: FlowTextSource, trigger: Trigger, language: FlowLanguage, facts: FlowFacts): string {
  const w = WORDS[language];
  const fill = (text: string): string => fillPlaceholders(text, facts, language);
  switch (trigger.kind) {
    case 'event':
      return fill(entryOf(flow.labels.events, trigger.event, 'event', flow.name)[language].label);
    case 'always':
      return w.automatically;
    case 'after': {
      const ms = typeof trigger.delay === 'number' ? trigger.delay : trigger.ms;
      if (ms === undefined) return w.afterPause;
      // A pause under a second is the app's timing, not something an analyst waits for.
      return ms < SHORT_PAUSE_MS ? w.afterMoment : w.after(String(ms / 1000));
    }
    case 'done':
      return `${fill(entryOf(flow.labels.actors, trigger.actor, 'actor', flow.name)[language].label)}: ${w.done}`;
    case 'error':
      return `${fill(entryOf(flow.labels.actors, trigger.actor, 'actor', flow.name)[language].label)}: ${w.failed}`;
    case 'snapshot':
      return w.update;
    case 'stateDone':
      return w.finished;
  }
}

/** Delays shorter than this are said as 'after a moment', not in seconds. */
export const SHORT_PAUSE_MS = 1000;

/**
 * The condition of the last alternative of an event, said from its guarded siblings ('unless terms
 * accepted', 'unless no offer or breaks a rule'), or null when it has none. A server's answer that
 * none of the guards matched is 'any other answer'.
 */
export function otherwiseText(
  flow: FlowTextSource,
  t: ShapeTransition,
  siblings: readonly ShapeTransition[],
  language: FlowLanguage,
  facts: FlowFacts,
): string | null {
  if (t.guard !== null) return null;
  const guarded = siblings.filter(
    (s) => s !== t && s.source === t.source && s.eventType === t.eventType && s.guard !== null,
  );
  if (guarded.length === 0) return null;
  const w = WORDS[language];
  if (t.trigger.kind === 'done') return w.otherAnswer;
  const conditions = [...new Set(guarded.map((s) => guardText(flow, s.guard ?? '', language, facts)))];
  return w.unless(conditions);
}

/**
 * The plain title of an arrow. A guarded done arrow says only its guard ('sold out'), since the
 * state already says what was asked; an unguarded one after guarded siblings says when it is taken
 * ('Pay, unless terms accepted'), never a bare 'otherwise'.
 */
export function plainTransitionTitle(
  flow: FlowTextSource,
  t: ShapeTransition,
  siblings: readonly ShapeTransition[],
  language: FlowLanguage,
  facts: FlowFacts,
): string {
  const w = WORDS[language];
  // The state already says what it asked; its answers need not repeat the name.
  const answer = t.trigger.kind === 'done' || t.trigger.kind === 'error';
  const trigger = answer
    ? t.trigger.kind === 'done'
      ? w.done
      : w.failed
    : triggerText(flow, t.trigger, language, facts);
  if (t.guard !== null) {
    const guard = guardText(flow, t.guard, language, facts);
    if (t.trigger.kind === 'done' || t.trigger.kind === 'always') return guard;
    return w.withGuard(trigger, guard);
  }
  const otherwise = otherwiseText(flow, t, siblings, language, facts);
  if (otherwise === null) return trigger;
  if (t.trigger.kind === 'always' || t.trigger.kind === 'done') return otherwise;
  return w.withUnless(trigger, otherwise);
}

/** The analyst's words in one language, with the facts' numbers. */
export function plainText(flow: FlowTextSource, language: FlowLanguage, facts: FlowFacts = GENERIC_FACTS): DiagramText {
  const w = WORDS[language];
  const fill = (text: string): string => fillPlaceholders(text, facts, language);
  return {
    view: language,
    title: fill(flow.labels.flow[language].label),
    subtitle: fill(flow.labels.flow[language].description),
    stateName: (s) => fill(entryOf(flow.labels.states, s.path, 'state', flow.name)[language].label),
    stateDetails: () => [],
    transitionTitle: (t, siblings) => plainTransitionTitle(flow, t, siblings, language, facts),
    transitionDetails: () => [],
    anyState: w.anyState,
    innerName: (state) => fill(entryOf(flow.labels.states, state.path, 'state', flow.name)[language].label),
    fromNote: w.from,
    toNote: w.to,
    selfLoop: (title) => `↻ ${title}`,
  };
}

export function diagramText(flow: FlowTextSource, view: DiagramView, facts: FlowFacts = GENERIC_FACTS): DiagramText {
  return view === 'technical' ? technicalText(flow, facts) : plainText(flow, view, facts);
}
