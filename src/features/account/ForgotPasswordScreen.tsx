import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { StatusPanel } from '../../components/StatusPanel';
import { CodeStep } from './code/CodeStep';
import { PhoneStep } from './code/PhoneStep';
import { useCodeStepView } from './code/use-code-step-view';
import { CheckCircleIcon } from '../../components/icons/CheckCircleIcon';
import { AccountPage } from './layout/AccountPage';
import { FlowSteps } from './layout/FlowSteps';
import { phoneFromState, type PhoneState } from './navigation/phone-state';
import { WeakPasswordDialog } from './password/WeakPasswordDialog';
import { NewPasswordForm } from './reset/NewPasswordForm';
import { usePasswordResetFlow } from './reset/use-password-reset-flow';

/**
 * forgotpassword: mobile number, SMS code, new password, done. The server answers the same whether
 * or not the number has an account, and so does this screen.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(['account', 'screens']);
  const links = useLayoutLinks();
  const location = useLocation();
  const [state, send] = usePasswordResetFlow(phoneFromState(location.state));
  const requesting = state.matches('requestingCode');
  const { phase, showCode, phoneShown } = useCodeStepView({ value: state.value, phone: state.context.phone, requesting });
  const loginState: PhoneState = { phone: state.context.phone };

  if (state.matches('done')) {
    return (
      <StatusPanel
        icon={CheckCircleIcon}
        title={t('reset.doneTitle')}
        body={t('reset.doneBody')}
        action={
          <Button component={RouterLink} to={links.href('login')} state={loginState} variant="contained" size="large">
            {t('action.logIn')}
          </Button>
        }
      />
    );
  }

  const inPassword = state.matches('newPassword') || state.matches('weakPasswordWarning') || state.matches('submitting') || state.matches('failed');
  const step = inPassword ? 2 : showCode ? 1 : 0;
  return (
    <AccountPage
      title={t('title.forgotPassword', { ns: 'screens' })}
      header={<FlowSteps labels={[t('reset.steps.phone'), t('reset.steps.code'), t('reset.steps.password')]} active={step} />}
      footer={
        <Button component={RouterLink} to={links.href('login')} state={loginState}>
          {t('action.backToLogin')}
        </Button>
      }
    >
      {step === 0 && (
        <PhoneStep
          initialPhone={state.context.phone}
          intro={t('reset.intro')}
          busy={requesting}
          message={state.context.message}
          submitLabel={t('action.sendCode')}
          onSubmit={(phone) => send({ type: 'SUBMIT_PHONE', phone })}
        />
      )}
      {step === 1 && (
        <CodeStep
          phone={phoneShown}
          sentNote="maybeSent"
          phase={requesting ? null : phase}
          resendIn={state.context.resendIn}
          message={state.context.message}
          submitLabel={t('action.verify')}
          send={send}
        />
      )}
      {step === 2 && (
        <NewPasswordForm
          busy={state.matches('submitting')}
          failure={
            state.matches('failed') && state.context.message
              ? { message: state.context.message, onRetry: () => send({ type: 'RETRY' }), onStartOver: () => send({ type: 'START_OVER' }) }
              : null
          }
          onSubmit={(values) => {
            if (state.matches('failed')) send({ type: 'EDIT' });
            send({ type: 'SUBMIT_PASSWORD', ...values });
          }}
        />
      )}
      <WeakPasswordDialog
        open={state.matches('weakPasswordWarning')}
        onUseAnyway={() => send({ type: 'USE_ANYWAY' })}
        onEdit={() => send({ type: 'EDIT' })}
      />
    </AccountPage>
  );
}
