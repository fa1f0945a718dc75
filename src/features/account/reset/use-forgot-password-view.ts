import { useLocation } from 'react-router';
import { usePhoneAndCodeSteps } from '../code/use-phone-and-code-steps';
import { phoneFromState, type PhoneState } from '../navigation/phone-state';
import { usePasswordResetMachine } from './use-password-reset-machine';

/** The password reset steps in the order the user meets them (FlowSteps). */
export type ResetStep = 0 | 1 | 2;

/**
 * The forgotten-password screen as its view shows it: done, or which step, and for each step what
 * it renders and the events it sends. Buttons follow what the machine takes now (snapshot.can).
 */
export function useForgotPasswordView() {
  const location = useLocation();
  const [state, send] = usePasswordResetMachine(phoneFromState(location.state));
  const { message } = state.context;
  const { showCode, phoneStep, codeStep } = usePhoneAndCodeSteps(state, send);
  const step: ResetStep = state.hasTag('newPasswordStep') ? 2 : showCode ? 1 : 0;
  const loginState: PhoneState = { phone: state.context.phone };

  return {
    done: state.matches('done'),
    step,
    loginState,
    phoneStep,
    codeStep,
    passwordForm: {
      busy: state.matches('submitting'),
      canSubmit: state.can({ type: 'SUBMIT_PASSWORD', newPassword: '', confirmPassword: '' }),
      failure:
        state.matches('failed') && message
          ? { message, onRetry: () => send({ type: 'RETRY' }), onStartOver: () => send({ type: 'START_OVER' }) }
          : null,
      onSubmit: (values: { newPassword: string; confirmPassword: string }) =>
        send({ type: 'SUBMIT_PASSWORD', ...values }),
    },
    weakPassword: {
      open: state.matches('weakPasswordWarning'),
      onUseAnyway: () => send({ type: 'USE_ANYWAY' }),
      onEdit: () => send({ type: 'EDIT' }),
    },
  };
}
