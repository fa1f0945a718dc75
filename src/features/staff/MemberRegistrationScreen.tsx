import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import type { StaffMemberRegisterResult } from '../../generated/api/staff-member-register.response';
import { MessageAlert } from '../../messages/MessageAlert';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { useMemberRegistration } from './use-member-registration';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffScreen } from './use-staff-screen';

const EMPTY = { phone: '', firstName: '', lastName: '', email: '', licensePlate: '', acceptTerms: false };

/** Groups a 16-digit card number in fours, as printed on the card. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** staff/member/register: member registration at the counter; the customer gets their wallet card (docs/staff.md#member-registration). */
export default function MemberRegistrationScreen() {
  const { t } = useTranslation(['staff', 'screens']);
  const screen = useStaffScreen();
  const [snapshot, send] = useMemberRegistration(screen.api, screen.lock);
  const [fields, setFields] = useState(EMPTY);
  const set = (name: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const registered = snapshot.context.registered as StaffMemberRegisterResult | null;
  return (
    <StaffFrame title={t('screens:title.memberRegistration')} testId="member-registration">
      {snapshot.matches('registered') && registered?.member ? (
        <Stack spacing={2} data-testid="member-registered">
          <Alert severity="success" role="status">
            {t('register.done', { name: `${registered.member.firstName} ${registered.member.lastName}` })}
          </Alert>
          {(registered.issuedCards ?? []).length === 0 ? (
            <Typography>{t('register.noCard')}</Typography>
          ) : (
            (registered.issuedCards ?? []).map((card) => (
              <Stack key={card.cardId} spacing={0.5}>
                <Typography color="text.secondary">{t('register.cardIssued')}</Typography>
                <Typography
                  sx={{ fontFamily: 'monospace', fontSize: { xs: '1.25rem', sm: '1.6rem' }, letterSpacing: 1 }}
                  data-testid="issued-card-number"
                >
                  {grouped(card.cardNumber)}
                </Typography>
              </Stack>
            ))
          )}
          <Button
            variant="contained"
            size="large"
            sx={BIG_TARGET}
            onClick={() => {
              setFields(EMPTY);
              send({ type: 'REGISTER_ANOTHER' });
            }}
            data-testid="register-another"
          >
            {t('register.another')}
          </Button>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT', ...fields });
          }}
        >
          <TextField
            label={t('register.phone')}
            value={fields.phone}
            onChange={set('phone')}
            required
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 32, 'data-testid': 'register-phone' } }}
          />
          <TextField
            label={t('register.firstName')}
            value={fields.firstName}
            onChange={set('firstName')}
            required
            slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'register-first-name' } }}
          />
          <TextField
            label={t('register.lastName')}
            value={fields.lastName}
            onChange={set('lastName')}
            required
            slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'register-last-name' } }}
          />
          <TextField
            label={t('register.email')}
            value={fields.email}
            onChange={set('email')}
            type="email"
            slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'register-email' } }}
          />
          <TextField
            label={t('register.plate')}
            value={fields.licensePlate}
            onChange={set('licensePlate')}
            slotProps={{ htmlInput: { maxLength: 16, 'data-testid': 'register-plate' } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={fields.acceptTerms}
                onChange={(e) => setFields((f) => ({ ...f, acceptTerms: e.target.checked }))}
                slotProps={{ input: { 'data-testid': 'register-terms' } as object }}
              />
            }
            label={t('register.terms')}
            sx={{ minHeight: 56 }}
          />
          <MessageAlert message={snapshot.context.message} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={BIG_TARGET}
            disabled={snapshot.hasTag('processing')}
            data-testid="register-submit"
          >
            {t('register.submit')}
          </Button>
        </Stack>
      )}
      <Button
        component={RouterLink}
        to={screen.href(STAFF_SCREENS.functions)}
        size="large"
        sx={{ ...BIG_TARGET, mt: 2 }}
        fullWidth
      >
        {t('functions.back')}
      </Button>
    </StaffFrame>
  );
}
