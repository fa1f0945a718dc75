import { describeMachine, type MachineShape } from '../shape/machine-shape';
import type { FlowEntry } from '../registry';
import { FLOW_LANGUAGES, type FlowLanguage, type Phrase } from '../labels/types';
import { entryOf, plainTransitionTitle } from './diagram-text';
import { falseGuards, fillPlaceholders, GENERIC_FACTS, type FlowFacts } from './flow-facts';
import { toFlowJson, type FlowJson } from './flow-json';
import { pruneShape } from './prune';
import { pathStories, type PathStory } from './stories';

/**
 * Everything the gallery and the JSON download say about one flow, for one tenant's site (or the
 * generic set): the analyst's labels in every language, the arrows in and out of every state, the
 * path stories, what the configuration left out, and the developer names (`technical`).
 */
export interface FlowDocument {
  name: string;
  /** Which tenant and site; null for the generic set. */
  scope: FlowFacts['scope'];
  title: Record<FlowLanguage, string>;
  description: Record<FlowLanguage, string>;
  initial: string | null;
  states: FlowDocumentState[];
  transitions: FlowDocumentTransition[];
  stories: PathStory[];
  /** What the tenant's configuration leaves out of the generic flow (states by path, and by label). */
  leftOut: { states: string[]; labels: Record<FlowLanguage, string[]>; transitions: number };
  technical: FlowJson;
}

export interface FlowDocumentState {
  path: string;
  key: string;
  /** Path of the containing state; null at the top. */
  parent: string | null;
  type: string;
  label: Record<FlowLanguage, Phrase>;
  invoke: string[];
  entry: string[];
  exit: string[];
}

export interface FlowDocumentTransition {
  source: string;
  /** Empty when the transition stays where it is (it only acts). */
  targets: string[];
  /** The developer's trigger ('SUBMIT_PIN', 'done: quote', 'always'). */
  event: string;
  guard: string | null;
  actions: string[];
  label: Record<FlowLanguage, string>;
  /** The actions in plain words, per language. */
  does: Record<FlowLanguage, string[]>;
}

/** Is the flow part of this tenant's site at all (its `requires` switches are on)? */
export function flowAvailable(entry: Pick<FlowEntry, 'requires'>, facts: FlowFacts): boolean {
  return (entry.requires ?? []).every((name) => facts.switches[name]);
}

/** The machine's shape as the facts leave it. */
export function flowShape(entry: FlowEntry, facts: FlowFacts = GENERIC_FACTS): MachineShape {
  return pruneShape(describeMachine(entry.machine), falseGuards(facts));
}

const perLanguage = <T>(make: (language: FlowLanguage) => T): Record<FlowLanguage, T> =>
  Object.fromEntries(FLOW_LANGUAGES.map((language) => [language, make(language)])) as Record<FlowLanguage, T>;

export function flowDocument(
  entry: FlowEntry,
  facts: FlowFacts = GENERIC_FACTS,
  shape: MachineShape = flowShape(entry, facts),
): FlowDocument {
  const full = describeMachine(entry.machine);
  const { labels, name } = entry;
  const fill = (text: string, language: FlowLanguage): string => fillPlaceholders(text, facts, language);
  const kept = new Set(shape.states.map((s) => s.path));
  const parentOf = (path: string): string | null => (path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : null);
  return {
    name,
    scope: facts.scope,
    title: perLanguage((language) => fill(labels.flow[language].label, language)),
    description: perLanguage((language) => fill(labels.flow[language].description, language)),
    initial: shape.root.initial,
    states: shape.states.map((s) => ({
      path: s.path,
      key: s.key,
      parent: parentOf(s.path),
      type: s.kind,
      label: perLanguage((language) => {
        const phrase = entryOf(labels.states, s.path, 'state', name)[language];
        return { label: fill(phrase.label, language), description: fill(phrase.description, language) };
      }),
      invoke: s.invoke.map((i) => i.src),
      entry: s.entry,
      exit: s.exit,
    })),
    transitions: shape.transitions.map((t) => ({
      source: t.source,
      targets: t.targets,
      event: t.label,
      guard: t.guard,
      actions: t.actions,
      label: perLanguage((language) => plainTransitionTitle({ name, labels }, t, shape.transitions, language, facts)),
      does: perLanguage((language) =>
        t.actions.map((a) => fill(entryOf(labels.actions, a, 'action', name)[language].label, language)),
      ),
    })),
    stories: pathStories({ name, labels }, shape, facts),
    leftOut: {
      states: full.states.filter((s) => !kept.has(s.path)).map((s) => s.path),
      labels: perLanguage((language) =>
        full.states
          .filter((s) => !kept.has(s.path))
          .map((s) => fill(entryOf(labels.states, s.path, 'state', name)[language].label, language)),
      ),
      transitions: full.transitions.length - shape.transitions.length,
    },
    technical: toFlowJson(shape, { name, description: fill(labels.flow['en-gb'].description, 'en-gb') }),
  };
}
