import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import type { StaffFunction } from '../../lib/staff-functions';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffScreen } from './use-staff-screen';
import { useTenant } from '../../tenant/use-tenant';

/** Where each function opens; a function without a screen here yet is not offered. */
const FUNCTION_PATHS: Partial<Record<StaffFunction, string>> = {
  memberFind: STAFF_SCREENS.memberFind,
  memberRegistration: STAFF_SCREENS.memberRegistration,
  // An assessment starts from the member: find them, then record it from their record.
  memberAssessment: `${STAFF_SCREENS.memberFind}?for=assessment`,
  // Hidden where the site's pinpad setting is 0 (below).
  pinpad: STAFF_SCREENS.pinpad,
  singlePay: STAFF_SCREENS.singlePay,
  tableCodes: STAFF_SCREENS.tableCodes,
  refundsOwed: STAFF_SCREENS.refundsOwed,
};

/** staff/functions: function select, showing only the functions the staff member's roles allow (docs/staff.md#roles). */
export default function FunctionSelectScreen() {
  const { t } = useTranslation(['staff', 'screens']);
  const { staff, lock, signOut, href } = useStaffScreen();
  const { bundle } = useTenant();
  const offered = (staff?.functions ?? []).flatMap((fn) => {
    const path = fn === 'pinpad' && bundle.site.pinpad === 0 ? undefined : FUNCTION_PATHS[fn];
    return path === undefined ? [] : [{ fn, path }];
  });
  return (
    <StaffFrame title={t('screens:title.functionSelect')} testId="function-select">
      {!staff ? (
        <SectionSkeleton height={200} />
      ) : (
        <Stack spacing={3}>
          <Typography data-testid="staff-name">
            {t('functions.signedInAs', { name: staff.name, code: staff.staffCode })}
          </Typography>
          {offered.length === 0 ? (
            <Typography color="text.secondary" data-testid="staff-no-functions">
              {t('functions.none')}
            </Typography>
          ) : (
            <Grid container spacing={2}>
              {offered.map(({ fn, path }) => (
                <Grid key={fn} size={{ xs: 12, sm: 6 }}>
                  <Button
                    component={RouterLink}
                    to={href(path)}
                    variant="contained"
                    fullWidth
                    sx={{ ...BIG_TARGET, minHeight: 88 }}
                    data-testid={`staff-function-${fn}`}
                  >
                    {t(`functions.${fn}`)}
                  </Button>
                </Grid>
              ))}
            </Grid>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="outlined"
              size="large"
              sx={{ ...BIG_TARGET, flex: 1 }}
              onClick={lock}
              data-testid="staff-lock"
            >
              {t('functions.lock')}
            </Button>
            <Button
              variant="text"
              size="large"
              sx={{ ...BIG_TARGET, flex: 1 }}
              onClick={signOut}
              data-testid="staff-sign-out"
            >
              {t('functions.signOut')}
            </Button>
          </Stack>
        </Stack>
      )}
    </StaffFrame>
  );
}
