import { usePhoneFormat } from '../phone/use-phone-format';
import { codeStepPhase } from './code-step-phase';

interface CodeStepViewInput {
  /** The flow snapshot's value. */
  value: unknown;
  /** The number the code goes to, as typed. */
  phone: string;
  /** The flow is in `requestingCode`. */
  requesting: boolean;
  /** The code being requested was asked for from the code step (context.resending). */
  resending: boolean;
  /** The flow finished from the code step (SMS login): keep showing it. */
  finished?: boolean;
}

/**
 * What a screen with a code step needs: its phase, whether to show it (in the step, or while a new
 * code asked for from it is on its way), and the number tidied for display.
 */
export function useCodeStepView({ value, phone, requesting, resending, finished = false }: CodeStepViewInput) {
  const phase = codeStepPhase(value);
  const showCode = phase !== null || finished || (requesting && resending);
  // The number is shown tidied only in the code step: the phone library loads when that step shows.
  const format = usePhoneFormat(showCode);
  return { phase, showCode, phoneShown: format?.tidy(phone) ?? phone };
}
