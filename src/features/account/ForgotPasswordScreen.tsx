import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { CheckCircleIcon } from '../../components/icons/CheckCircleIcon';
import { StatusPanel } from '../../components/StatusPanel';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { CodeStep } from './code/CodeStep';
import { PhoneStep } from './code/PhoneStep';
import { AccountPage } from './layout/AccountPage';
import { FlowSteps } from './layout/FlowSteps';
import { WeakPasswordDialog } from './password/WeakPasswordDialog';
import { NewPasswordForm } from './reset/NewPasswordForm';
import { useForgotPasswordView } from './reset/use-forgot-password-view';

/**
 * forgotpassword: mobile number, SMS code, new password, done. The server answers the same whether
 * or not the number has an account, and so does this screen.
 */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation(['account', 'screens']);
  const links = useLayoutLinks();
  const flow = useForgotPasswordView();

  const toLogin = (variant: 'contained' | 'text') => (
    <Button
      component={RouterLink}
      to={links.href('login')}
      state={flow.loginState}
      variant={variant}
      size={variant === 'contained' ? 'large' : 'medium'}
    >
      {t(variant === 'contained' ? 'action.logIn' : 'action.backToLogin')}
    </Button>
  );
  if (flow.done) {
    return (
      <StatusPanel
        icon={CheckCircleIcon}
        title={t('reset.doneTitle')}
        body={t('reset.doneBody')}
        action={toLogin('contained')}
      />
    );
  }
  return (
    <AccountPage
      title={t('title.forgotPassword', { ns: 'screens' })}
      header={
        <FlowSteps
          labels={[t('reset.steps.phone'), t('reset.steps.code'), t('reset.steps.password')]}
          active={flow.step}
        />
      }
      footer={toLogin('text')}
    >
      {flow.step === 0 && <PhoneStep {...flow.phoneStep} intro={t('reset.intro')} submitLabel={t('action.sendCode')} />}
      {flow.step === 1 && <CodeStep {...flow.codeStep} sentNote="maybeSent" submitLabel={t('action.verify')} />}
      {flow.step === 2 && <NewPasswordForm {...flow.passwordForm} />}
      <WeakPasswordDialog {...flow.weakPassword} />
    </AccountPage>
  );
}
