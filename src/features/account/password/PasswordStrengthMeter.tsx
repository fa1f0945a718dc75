import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { PASSWORD_STRENGTH, passwordStrength } from '../../../lib/password-strength';

const LEVELS = [
  { score: PASSWORD_STRENGTH.weak, name: 'weak', colour: 'error.main' },
  { score: PASSWORD_STRENGTH.medium, name: 'medium', colour: 'warning.main' },
  { score: PASSWORD_STRENGTH.strong, name: 'strong', colour: 'success.main' },
] as const;

/** The strength score (docs/rules.md#password-strength) as three bars and a word; the tip while it is not strong. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('account');
  const score = passwordStrength(password);
  const level = LEVELS.find((l) => l.score === score);
  return (
    <Box sx={{ mt: -0.5 }}>
      {level && (
        <>
          <Box aria-hidden sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
            {LEVELS.map((bar) => (
              <Box
                key={bar.name}
                sx={{
                  flex: 1,
                  height: 4,
                  borderRadius: 2,
                  bgcolor: bar.score <= level.score ? level.colour : 'action.disabledBackground',
                }}
              />
            ))}
          </Box>
          <Typography
            variant="caption"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 600 }}
            data-testid="password-strength"
            aria-live="polite"
          >
            {t('password.strength', { level: t(`password.level.${level.name}`) })}
          </Typography>
        </>
      )}
      {score !== PASSWORD_STRENGTH.strong && (
        <Typography variant="caption" component="p" color="text.secondary">
          {t('password.tip')}
        </Typography>
      )}
    </Box>
  );
}
