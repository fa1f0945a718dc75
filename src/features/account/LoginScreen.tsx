import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { FullWidthTabs } from '../../components/FullWidthTabs';
import { RouterLink } from '../../components/RouterLink';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenant } from '../../tenant/use-tenant';
import { AccountPage } from './layout/AccountPage';
import { PasswordLoginForm } from './login/PasswordLoginForm';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { phoneFromState } from './navigation/phone-state';
import { RETURN_PARAM, withReturnPath } from '../../navigation/return-path';
import { SessionHandover } from './session/SessionHandover';
import { useReturnWhenLoggedIn } from './session/use-return-when-logged-in';

type LoginMethod = 'password' | 'sms';

// Login by SMS code is the second tab: its form, machines and countdown load when the tab is
// first pointed at or chosen, not with the page (docs/architecture.md#first-download).
const loadSmsLoginForm = () => import('./login/SmsLoginForm');
const SmsLoginForm = lazy(() => loadSmsLoginForm().then((module) => ({ default: module.SmsLoginForm })));
// Pointing at the tab starts the download; a failure here is the tab's own to report when chosen.
const prefetchSmsLoginForm = () => {
  loadSmsLoginForm().catch(() => undefined);
};

/**
 * login: password login, and where the site enables it (smsLogin 1) login by SMS code. Once the
 * session is logged in, back to the page the user came from (?redirect=) or home.
 */
export default function LoginScreen() {
  const { t } = useTranslation(['account', 'screens']);
  const { bundle } = useTenant();
  const links = useLayoutLinks();
  const location = useLocation();
  const session = useReturnWhenLoggedIn();
  const [method, setMethod] = useState<LoginMethod>('password');
  // Once shown, the SMS form stays mounted (below).
  const [smsShown, setSmsShown] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const smsOffered = bundle.site.smsLogin === 1;
  const initialPhone = phoneFromState(location.state);
  const returnPath = new URLSearchParams(location.search).get(RETURN_PARAM);
  const brand = bundle.tenant.branding.name;

  return (
    <AccountPage
      title={t('title.login', { ns: 'screens' })}
      intro={t('login.intro', { brand })}
      withLoginImage
      header={
        smsOffered && (
          <FullWidthTabs
            value={method}
            onChange={(value) => {
              setMethod(value);
              if (value === 'sms') setSmsShown(true);
            }}
            aria-label={t('login.methods')}
            sx={{ mb: 1.5, bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}
            tabs={[
              {
                value: 'password',
                label: t('login.byPassword'),
                id: 'login-tab-password',
                panelId: 'login-panel-password',
              },
              {
                value: 'sms',
                label: t('login.bySms'),
                id: 'login-tab-sms',
                panelId: 'login-panel-sms',
                onPointerEnter: prefetchSmsLoginForm,
                onFocus: prefetchSmsLoginForm,
              },
            ]}
          />
        )
      }
      footer={
        <Typography variant="body2">
          {t('login.noAccount', { brand })}{' '}
          <Link
            component={RouterLink}
            to={withReturnPath(links.href('signup'), returnPath)}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {t('action.signUp')}
          </Link>
        </Typography>
      }
    >
      <SessionHandover session={session} onRetry={() => setAttempt((n) => n + 1)} />
      {/* Once shown, both stay mounted, so switching tabs keeps what was typed and a running resend countdown. */}
      <Box>
        <div
          role="tabpanel"
          id="login-panel-password"
          aria-labelledby="login-tab-password"
          hidden={method !== 'password'}
        >
          <PasswordLoginForm key={`password-${attempt}`} initialPhone={initialPhone} />
        </div>
        {smsOffered && (
          <div role="tabpanel" id="login-panel-sms" aria-labelledby="login-tab-sms" hidden={method !== 'sms'}>
            {smsShown && (
              <Suspense fallback={<SectionSkeleton height={240} />}>
                <SmsLoginForm key={`sms-${attempt}`} initialPhone={initialPhone} />
              </Suspense>
            )}
          </div>
        )}
      </Box>
    </AccountPage>
  );
}
