import { useTranslation } from 'react-i18next';
import { CodeStep } from '../code/CodeStep';
import { codeStepPhase } from '../code/code-step-phase';
import { PhoneStep } from '../code/PhoneStep';
import { useCodeStepVisible } from '../code/use-code-step-visible';
import { usePhoneFormat } from '../phone/use-phone-format';
import { useSmsLoginFlow } from './use-sms-login-flow';

/** Log in with a code sent by SMS (offered where the site's smsLogin is 1). */
export function SmsLoginForm({ initialPhone }: { initialPhone: string }) {
  const { t } = useTranslation('account');
  const [state, send] = useSmsLoginFlow(initialPhone);
  const format = usePhoneFormat();
  const phase = codeStepPhase(state.value);
  const requesting = state.matches('requestingCode');
  const succeeded = state.matches('succeeded');
  const showCode = useCodeStepVisible(phase !== null || succeeded, requesting);

  if (!showCode) {
    return (
      <PhoneStep
        initialPhone={state.context.phone}
        intro={t('login.smsIntro')}
        busy={requesting}
        message={state.context.message}
        submitLabel={t('action.sendCode')}
        onSubmit={(phone) => send({ type: 'SEND_CODE', phone })}
      />
    );
  }
  const verifying = succeeded || phase?.code === 'verifying';
  return (
    <CodeStep
      phone={format?.tidy(state.context.phone) ?? state.context.phone}
      sentNote="sent"
      phase={succeeded ? { resend: 'countingDown', code: 'verifying' } : requesting ? null : phase}
      resendIn={state.context.resendIn}
      message={state.context.message}
      submitLabel={verifying ? t('action.loggingIn') : t('action.logIn')}
      onSubmitCode={(code) => send({ type: 'SUBMIT_CODE', code })}
      onResend={() => send({ type: 'RESEND' })}
      onChangePhone={() => send({ type: 'CHANGE_PHONE' })}
    />
  );
}
