import type { CodeStepEvent } from '../../../../flows/accounts/code-step';
import type { Message } from '../../../protocol/message';
import { codeStepCan } from './code-step-can';
import { useCodeStepView } from './use-code-step-view';

type SubmitPhone = { type: 'SUBMIT_PHONE'; phone: string };

/** What a flow that verifies a number (sign-up, password reset) has in common, as its snapshot shows it. */
interface PhoneVerifyingSnapshot {
  value: unknown;
  context: { phone: string; message: Message | null; resendIn: number; resending: boolean };
  matches(state: 'requestingCode'): boolean;
  can(event: CodeStepEvent | SubmitPhone): boolean;
}

/**
 * The phone step and the code step of such a flow: what each renders and the events it sends,
 * enabled by what the machine takes now (snapshot.can). `showCode`: the code step is on screen.
 */
export function usePhoneAndCodeSteps(
  state: PhoneVerifyingSnapshot,
  send: (event: CodeStepEvent | SubmitPhone) => void,
) {
  const { phone, message, resendIn, resending } = state.context;
  const requesting = state.matches('requestingCode');
  const code = useCodeStepView({ value: state.value, phone, requesting, resending });
  return {
    showCode: code.showCode,
    phoneShown: code.phoneShown,
    phoneStep: {
      initialPhone: phone,
      busy: !state.can({ type: 'SUBMIT_PHONE', phone: '' }),
      message,
      onSubmit: (typed: string) => send({ type: 'SUBMIT_PHONE', phone: typed }),
    },
    codeStep: {
      phone: code.phoneShown,
      phase: requesting ? null : code.phase,
      resendIn,
      message,
      can: codeStepCan(state),
      send,
    },
  };
}
