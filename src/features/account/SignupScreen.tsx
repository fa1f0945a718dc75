import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { CodeStep } from './code/CodeStep';
import { PhoneStep } from './code/PhoneStep';
import { AccountPage } from './layout/AccountPage';
import { FlowSteps } from './layout/FlowSteps';
import { WeakPasswordDialog } from './password/WeakPasswordDialog';
import { SessionHandover } from './session/SessionHandover';
import { SignupDetailsForm } from './signup/SignupDetailsForm';
import { useSignupFlowView } from './signup/use-signup-flow-view';
import { useSignupScreen } from './signup/use-signup-screen';

/** signup: verify the mobile number by SMS, then the details; the new account is logged in. */
export default function SignupScreen() {
  const { t } = useTranslation(['account', 'screens']);
  const screen = useSignupScreen();
  return (
    <AccountPage
      title={t('title.signup', { ns: 'screens' })}
      intro={t('signup.intro', { brand: screen.brand })}
      footer={
        <Typography variant="body2">
          {t('signup.haveAccount')}{' '}
          <Link component={RouterLink} to={screen.loginHref} underline="hover" sx={{ fontWeight: 600 }}>
            {t('action.logIn')}
          </Link>
        </Typography>
      }
    >
      <SessionHandover session={screen.session} onRetry={screen.startAgain} />
      <SignupFlow key={screen.attempt} initialPhone={screen.initialPhone} />
    </AccountPage>
  );
}

function SignupFlow({ initialPhone }: { initialPhone: string }) {
  const { t } = useTranslation('account');
  const flow = useSignupFlowView(initialPhone);
  return (
    <>
      <FlowSteps
        labels={[t('signup.steps.phone'), t('signup.steps.code'), t('signup.steps.details')]}
        active={flow.step}
      />
      {flow.step === 0 && (
        <PhoneStep {...flow.phoneStep} intro={t('signup.phoneIntro')} submitLabel={t('action.sendCode')} />
      )}
      {flow.step === 1 && <CodeStep {...flow.codeStep} sentNote="sent" submitLabel={t('action.verify')} />}
      {flow.step === 2 && <SignupDetailsForm {...flow.detailsForm} />}
      <WeakPasswordDialog {...flow.weakPassword} />
    </>
  );
}
