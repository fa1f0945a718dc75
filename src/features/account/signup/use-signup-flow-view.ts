import { EMPTY_SIGNUP_DETAILS } from '../../../../flows/accounts/signup.machine';
import { usePhoneAndCodeSteps } from '../code/use-phone-and-code-steps';
import { useSignupMachine } from './use-signup-machine';

/** The sign-up steps in the order the user meets them (FlowSteps). */
export type SignupStep = 0 | 1 | 2;

/**
 * The sign-up flow as its view shows it: which step, and for each step what it renders and the
 * events it sends. Buttons follow what the machine takes now (snapshot.can).
 */
export function useSignupFlowView(initialPhone: string) {
  const [state, send] = useSignupMachine(initialPhone);
  const { message, details } = state.context;
  const { showCode, phoneShown, phoneStep, codeStep } = usePhoneAndCodeSteps(state, send);
  const step: SignupStep = state.hasTag('detailsStep') ? 2 : showCode ? 1 : 0;
  const failed = state.matches('failed');

  return {
    step,
    phoneStep,
    codeStep,
    detailsForm: {
      verifiedPhone: phoneShown,
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
