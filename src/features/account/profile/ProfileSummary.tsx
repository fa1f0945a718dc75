import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import type { AccountProfile } from '../../../generated/api/account-profile';
import { fullName, nameInitials } from '../fields/name-order';
import { usePhoneFormat } from '../phone/use-phone-format';

/** The customer's initials, name and number above the profile form. */
export function ProfileSummary({ profile }: { profile: AccountProfile }) {
  const { i18n } = useTranslation();
  const format = usePhoneFormat();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
        {nameInitials(profile.firstName, profile.lastName, i18n.language)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          data-testid="profile-name"
        >
          {fullName(profile.firstName, profile.lastName, i18n.language)}
        </Typography>
        <Typography color="text.secondary">{format?.display(profile.phone) ?? profile.phone}</Typography>
      </Box>
    </Box>
  );
}
