import { useTranslation } from '../../../i18n/use-translation';
import { codeStepCan } from '../code/code-step-can';
import { CodeStep } from '../code/CodeStep';
import { PhoneStep } from '../code/PhoneStep';
import { useCodeStepView } from '../code/use-code-step-view';
import { useSmsLoginMachine } from './use-sms-login-machine';

/** Log in with a code sent by SMS (offered where the site's smsLogin is 1). */
export function SmsLoginForm({ initialPhone }: { initialPhone: string }) {
  const { t } = useTranslation('account');
  const [state, send] = useSmsLoginMachine(initialPhone);
  const requesting = state.matches('requestingCode');
  const succeeded = state.matches('succeeded');
  const { phase, showCode, phoneShown } = useCodeStepView({
    value: state.value,
    phone: state.context.phone,
    requesting,
    resending: state.context.resending,
    finished: succeeded,
  });

  if (!showCode) {
    return (
      <PhoneStep
        initialPhone={state.context.phone}
        intro={t('login.smsIntro')}
        busy={!state.can({ type: 'SEND_CODE', phone: '' })}
        message={state.context.message}
        submitLabel={t('action.sendCode')}
        onSubmit={(phone) => send({ type: 'SEND_CODE', phone })}
      />
    );
  }
  const verifying = succeeded || phase?.code === 'verifying';
  return (
    <CodeStep
      phone={phoneShown}
      sentNote="sent"
      phase={succeeded ? { resend: 'countingDown', code: 'verifying' } : requesting ? null : phase}
      resendIn={state.context.resendIn}
      message={state.context.message}
      submitLabel={verifying ? t('action.loggingIn') : t('action.logIn')}
      can={codeStepCan(state)}
      send={send}
    />
  );
}
