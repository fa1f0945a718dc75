import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';
import { CodeStep } from './code/CodeStep';
import { PhoneStep } from './code/PhoneStep';
import { useCodeStepView } from './code/use-code-step-view';
import { AccountPage } from './layout/AccountPage';
import { FlowSteps } from './layout/FlowSteps';
import { phoneFromState } from './navigation/phone-state';
import { RETURN_PARAM, withReturnPath } from '../../navigation/return-path';
import { WeakPasswordDialog } from './password/WeakPasswordDialog';
import { SessionHandover } from './session/SessionHandover';
import { useReturnWhenLoggedIn } from './session/use-return-when-logged-in';
import { SignupDetailsForm } from './signup/SignupDetailsForm';
import { useSignupFlow } from './signup/use-signup-flow';

/** signup: verify the mobile number by SMS, then the details; the new account is logged in. */
export default function SignupScreen() {
  const { t } = useTranslation(['account', 'screens']);
  const { bundle } = useTenant();
  const links = useLayoutLinks();
  const location = useLocation();
  const session = useReturnWhenLoggedIn();
  const [attempt, setAttempt] = useState(0);
  const returnPath = new URLSearchParams(location.search).get(RETURN_PARAM);

  return (
    <AccountPage
      title={t('title.signup', { ns: 'screens' })}
      intro={t('signup.intro', { brand: bundle.tenant.branding.name })}
      footer={
        <Typography variant="body2">
          {t('signup.haveAccount')}{' '}
          <Link component={RouterLink} to={withReturnPath(links.href('login'), returnPath)} underline="hover" sx={{ fontWeight: 600 }}>
            {t('action.logIn')}
          </Link>
        </Typography>
      }
    >
      <SessionHandover session={session} onRetry={() => setAttempt((n) => n + 1)} />
      <SignupFlow key={attempt} initialPhone={phoneFromState(location.state)} />
    </AccountPage>
  );
}

function SignupFlow({ initialPhone }: { initialPhone: string }) {
  const { t } = useTranslation('account');
  const [state, send] = useSignupFlow(initialPhone);
  const requesting = state.matches('requestingCode');
  const { phase, showCode, phoneShown } = useCodeStepView({ value: state.value, phone: state.context.phone, requesting });
  const inDetails =
    state.matches('details') || state.matches('weakPasswordWarning') || state.matches('submitting') || state.matches('failed') || state.matches('succeeded');
  const step = inDetails ? 2 : showCode ? 1 : 0;

  return (
    <>
      <FlowSteps labels={[t('signup.steps.phone'), t('signup.steps.code'), t('signup.steps.details')]} active={step} />
      {step === 0 && (
        <PhoneStep
          initialPhone={state.context.phone}
          intro={t('signup.phoneIntro')}
          busy={state.matches('checkingPhone') || requesting}
          message={state.context.message}
          submitLabel={t('action.sendCode')}
          onSubmit={(phone) => send({ type: 'SUBMIT_PHONE', phone })}
        />
      )}
      {step === 1 && (
        <CodeStep
          phone={phoneShown}
          sentNote="sent"
          phase={requesting ? null : phase}
          resendIn={state.context.resendIn}
          message={state.context.message}
          submitLabel={t('action.verify')}
          send={send}
        />
      )}
      {step === 2 && (
        <SignupDetailsForm
          verifiedPhone={phoneShown}
          defaultValues={state.context.details}
          busy={state.matches('submitting') || state.matches('succeeded')}
          failure={
            state.matches('failed') && state.context.message
              ? {
                  message: state.context.message,
                  onRetry: () => send({ type: 'RETRY' }),
                  onStartOver: () => send({ type: 'START_OVER' }),
                }
              : null
          }
          onSubmit={(details) => {
            // After a refusal the form is live again: back to it, then submit.
            if (state.matches('failed')) send({ type: 'EDIT' });
            send({ type: 'SUBMIT_DETAILS', details });
          }}
        />
      )}
      <WeakPasswordDialog
        open={state.matches('weakPasswordWarning')}
        onUseAnyway={() => send({ type: 'USE_ANYWAY' })}
        onEdit={() => send({ type: 'EDIT' })}
      />
    </>
  );
}
