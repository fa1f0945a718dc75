import { usePhoneFormat } from '../phone/use-phone-format';
import { codeStepPhase } from './code-step-phase';
import { useCodeStepVisible } from './use-code-step-visible';

interface CodeStepViewInput {
  /** The flow snapshot's value. */
  value: unknown;
  /** The number the code goes to, as typed. */
  phone: string;
  /** The flow is in `requestingCode`. */
  requesting: boolean;
  /** The flow finished from the code step (SMS login): keep showing it. */
  finished?: boolean;
}

/** What a screen with a code step needs: its phase, whether to show it, and the number tidied for display. */
export function useCodeStepView({ value, phone, requesting, finished = false }: CodeStepViewInput) {
  const format = usePhoneFormat();
  const phase = codeStepPhase(value);
  const showCode = useCodeStepVisible(phase !== null || finished, requesting);
  return { phase, showCode, phoneShown: format?.tidy(phone) ?? phone };
}
