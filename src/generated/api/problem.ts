/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {MessageCode} from './message-code';

/**
 * Why a call was refused (rtn <= 0): a code of the message catalogue and the numbers its message shows. dispMsg beside it is the code's English with these params filled in; the browser shows the code in the user's language.
 */
export interface Problem {
  /**
   * What went wrong.
   */
  code: MessageCode;
  /**
   * Values of the message's {{params}}, e.g. { "span": 30 }; {} when it has none.
   */
  params: {
    [k: string]: number;
  };
}
