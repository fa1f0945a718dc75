import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { localeSettingsOf } from '../../config/locale-settings';
import type { StaffMemberSummary } from '../../generated/api/staff-member';
import type { StaffMemberMatch } from '../../generated/api/staff-member-match';
import { formatMoney } from '../../lib/money';
import { MessageAlert } from '../../messages/MessageAlert';
import { useTenant } from '../../tenant/use-tenant';
import { AssessmentRecord } from './AssessmentRecord';
import { canScanQr } from './can-scan-qr';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { useMemberFind, type FindBy } from './use-member-find';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffScreen } from './use-staff-screen';

// The camera scanner loads only when a staff member opens it.
const LazyQrScanner = lazy(() => import('./QrScanner'));

const INPUT_MODE: Record<FindBy, 'tel' | 'numeric' | 'text'> = {
  phone: 'tel',
  card: 'numeric',
  qr: 'text',
  name: 'text',
};

/** Members to pick one from (a name search's matches, the recent members): each opens the member's record. */
function MemberList({
  title,
  members,
  onOpen,
  testId,
}: {
  title: string;
  members: StaffMemberMatch[];
  onOpen: (memberId: string) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('staff');
  const when = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack component="section" spacing={1} aria-label={title} data-testid={testId}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <List disablePadding>
        {members.map((m) => {
          const name = `${m.firstName} ${m.lastName}`;
          return (
            <ListItem key={m.memberId} disablePadding divider>
              <ListItemButton
                onClick={() => onOpen(m.memberId)}
                sx={{ minHeight: 56 }}
                aria-label={t('find.pick', { name })}
                data-testid="member-match"
                data-member-id={m.memberId}
              >
                <ListItemText
                  primary={name}
                  secondary={
                    m.seenAt === undefined ? m.phone : `${m.phone} · ${t('find.seen', { time: when(m.seenAt) })}`
                  }
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}

function MemberCard({ member, assessHref }: { member: StaffMemberSummary; assessHref: string | null }) {
  const { t } = useTranslation('staff');
  const { bundle } = useTenant();
  const money = (minor: number) => formatMoney(minor, localeSettingsOf(bundle.tenant, bundle.site).moneySymbol);
  return (
    <Card variant="outlined" data-testid="member-found">
      <CardContent>
        <Typography variant="h5" component="h2" data-testid="member-name">
          {member.firstName} {member.lastName}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="member-phone">
          {member.phone}
        </Typography>
        {member.cards.length === 0 ? (
          <Typography>{t('find.noCards')}</Typography>
        ) : (
          <Stack spacing={1}>
            {member.cards.map((card) => (
              <Stack
                key={card.cardId}
                direction="row"
                sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
                data-testid="member-card"
              >
                <Typography sx={{ fontFamily: 'monospace' }}>{card.cardNumber}</Typography>
                <Typography>
                  {card.kind === 'stored-value'
                    ? t('find.balance', { amount: money(card.balance) })
                    : t('find.points', { points: card.points })}
                  {card.expired ? ` · ${t('find.expired')}` : ''}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
        <Stack spacing={2} sx={{ mt: 2 }}>
          <AssessmentRecord assessments={member.assessments} />
          {assessHref !== null && (
            <Button
              component={RouterLink}
              to={assessHref}
              variant="outlined"
              size="large"
              sx={BIG_TARGET}
              data-testid="member-assess"
            >
              {t('assess.start')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * staff/member/find: member find by phone, card number or QR (camera where the browser can, typed
 * otherwise), or by name from a list of matches; the members opened lately are one tap away.
 */
export default function MemberFindScreen() {
  const { t } = useTranslation(['staff', 'screens']);
  const screen = useStaffScreen();
  const { state, find, open, reset, recent } = useMemberFind(screen.api, screen.lock);
  const [by, setBy] = useState<FindBy>('phone');
  const [value, setValue] = useState('');
  const [scanning, setScanning] = useState(false);
  const scanned = useCallback(
    (code: string) => {
      setScanning(false);
      setValue(code);
      find('qr', code);
    },
    [find],
  );
  return (
    <StaffFrame title={t('screens:title.memberFind')} testId="member-find">
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={by}
          onChange={(_, next: FindBy | null) => {
            if (next === null) return;
            setBy(next);
            setValue('');
            setScanning(false);
            reset();
          }}
          aria-label={t('find.by')}
        >
          {(['phone', 'card', 'qr', 'name'] as const).map((option) => (
            <ToggleButton
              key={option}
              value={option}
              sx={{ ...BIG_TARGET, color: 'text.primary', textTransform: 'none' }}
              data-testid={`member-find-by-${option}`}
            >
              {t(`find.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            find(by, value);
          }}
        >
          <TextField
            label={t(`find.${by}Label`)}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
            slotProps={{
              htmlInput: {
                inputMode: INPUT_MODE[by],
                maxLength: 64,
                'data-testid': 'member-find-value',
                style: { fontSize: '1.3rem' },
              },
            }}
          />
          {by === 'qr' && canScanQr() && (
            <Button
              variant="outlined"
              size="large"
              sx={BIG_TARGET}
              onClick={() => setScanning((s) => !s)}
              data-testid="member-find-scan"
            >
              {scanning ? t('find.stopScan') : t('find.scan')}
            </Button>
          )}
          {scanning && (
            <Suspense fallback={<SectionSkeleton height={240} />}>
              <LazyQrScanner onCode={scanned} />
            </Suspense>
          )}
          {state.status === 'idle' && <MessageAlert message={state.message} />}
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={BIG_TARGET}
            disabled={state.status === 'finding'}
            data-testid="member-find-submit"
          >
            {t('find.submit')}
          </Button>
        </Stack>
        {state.status === 'matches' && (
          <MemberList title={t('find.matches')} members={state.matches} onOpen={open} testId="member-matches" />
        )}
        {state.status === 'found' && (
          <MemberCard
            member={state.member}
            assessHref={
              screen.staff?.functions.includes('memberAssessment')
                ? screen.href(STAFF_SCREENS.memberAssessment(state.member.memberId))
                : null
            }
          />
        )}
        {state.status !== 'found' && state.status !== 'matches' && recent.length > 0 && (
          <MemberList title={t('find.recent')} members={recent} onOpen={open} testId="member-recent" />
        )}
        <Button
          component={RouterLink}
          to={screen.href(STAFF_SCREENS.functions)}
          size="large"
          sx={BIG_TARGET}
          data-testid="staff-back-to-functions"
        >
          {t('functions.back')}
        </Button>
      </Stack>
    </StaffFrame>
  );
}
