/**
 * Plain-language labels of the flow machines, for analysts (flows/README.md#labels).
 *
 * Every state, event, guard, action and invoked actor of a registered machine has a short label
 * (what the diagram shows) and a one-line description (what the gallery and the path stories say),
 * in every language of FLOW_LANGUAGES. The developer names stay the keys, so the 'technical' view
 * can show them. flows/labels/labels.test.ts fails when one is missing.
 *
 * Texts may name tenant numbers as `{placeholder}` (FLOW_PLACEHOLDERS); the generic diagrams say
 * them in words ('the minimum stay'), a tenant's diagrams with its own numbers ('30 minutes').
 */

export const FLOW_LANGUAGES = ['en-gb', 'zh-hans'] as const;
export type FlowLanguage = (typeof FLOW_LANGUAGES)[number];

export interface Phrase {
  /** Short: a state box or an arrow (a few words). */
  label: string;
  /** One line: what it means, in the analyst's words. */
  description: string;
}

export type Labelled = Record<FlowLanguage, Phrase>;

export interface MachineLabels {
  /** The flow itself: its title and one-sentence description. */
  flow: Labelled;
  /** By state path ('codeSent.code.verifying'). */
  states: Record<string, Labelled>;
  /** By event type the app sends ('SUBMIT_PIN'). */
  events: Record<string, Labelled>;
  /** By guard name (combined guards such as `a && b` are read from their parts). */
  guards: Record<string, Labelled>;
  /** By action name. */
  actions: Record<string, Labelled>;
  /** By actor name (setup({ actors })): its done and error arrows are read from it. */
  actors: Record<string, Labelled>;
}

/** The tenant numbers a label may name. */
export const FLOW_PLACEHOLDERS = [
  'codeLength',
  'pinLength',
  'resendSeconds',
  'holdMinutes',
  'minimumStay',
  'topUpInterval',
  'ratePeriod',
  'fullRefundBefore',
  'maxTickets',
] as const;
export type FlowPlaceholder = (typeof FLOW_PLACEHOLDERS)[number];

/** One entry in both languages: `l(['Label', 'Description.'], ['标签', '说明。'])`. */
export function l(en: readonly [string, string], zh: readonly [string, string]): Labelled {
  return {
    'en-gb': { label: en[0], description: en[1] },
    'zh-hans': { label: zh[0], description: zh[1] },
  };
}
