import { EMPTY_SIGNUP_DETAILS } from '../../../../flows/signup.machine';
import { codeStepCan } from '../code/code-step-can';
import { useCodeStepView } from '../code/use-code-step-view';
import { useSignupMachine } from './use-signup-machine';

/** The sign-up steps in the order the user meets them (FlowSteps). */
export type SignupStep = 0 | 1 | 2;

/**
 * The sign-up flow as its view shows it: which step, and for each step what it renders and the
 * events it sends. Buttons follow what the machine takes now (snapshot.can).
 */
export function useSignupFlowView(initialPhone: string) {
  const [state, send] = useSignupMachine(initialPhone);
  const { message, resendIn, details } = state.context;
  const requesting = state.matches('requestingCode');
  const code = useCodeStepView({ value: state.value, phone: state.context.phone, requesting, resending: state.context.resending });
  const step: SignupStep = state.hasTag('detailsStep') ? 2 : code.showCode ? 1 : 0;
  const failed = state.matches('failed');

  return {
    step,
    phoneStep: {
      initialPhone: state.context.phone,
      busy: !state.can({ type: 'SUBMIT_PHONE', phone: '' }),
      message,
      onSubmit: (phone: string) => send({ type: 'SUBMIT_PHONE', phone }),
    },
    codeStep: { phone: code.phoneShown, phase: requesting ? null : code.phase, resendIn, message, can: codeStepCan(state), send },
    detailsForm: {
      verifiedPhone: code.phoneShown,
      defaultValues: details,
      canSubmit: state.can({ type: 'SUBMIT_DETAILS', details: EMPTY_SIGNUP_DETAILS }),
      failure:
        failed && message
          ? { message, onRetry: () => send({ type: 'RETRY' }), onStartOver: () => send({ type: 'START_OVER' }) }
          : null,
      onSubmit: (submitted: typeof details) => send({ type: 'SUBMIT_DETAILS', details: submitted }),
    },
    weakPassword: {
      open: state.matches('weakPasswordWarning'),
      onUseAnyway: () => send({ type: 'USE_ANYWAY' }),
      onEdit: () => send({ type: 'EDIT' }),
    },
  };
}
