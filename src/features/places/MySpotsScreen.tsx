import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { SAVED_VEHICLES_MAX } from '../../lib/limits';
import { MessageAlert } from '../../messages/MessageAlert';
import { useRequireLogin } from '../../session/use-require-login';
import { useMySpots } from './use-my-spots';

/**
 * myspots (docs/customer-places.md#my-spots): the vehicles the customer parks, saved by plate with a
 * name of their own (at most SAVED_VEHICLES_MAX); add and remove.
 */
export default function MySpotsScreen() {
  const { t } = useTranslation(['places', 'screens']);
  const session = useRequireLogin();
  const spots = useMySpots();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('screens:title.mySpots')}</ScreenHeading>
      {session.status !== 'loggedIn' || spots.list.status === 'idle' || spots.list.status === 'loading' ? (
        <SectionSkeleton height={240} />
      ) : (
        <Stack spacing={2} data-testid="my-spots">
          {spots.list.status === 'error' && <Alert severity="error">{t('loadFailed')}</Alert>}
          <Typography color="text.secondary">{t('spots.intro')}</Typography>
          {spots.list.items.length === 0 ? (
            <Typography data-testid="my-spots-none">{t('spots.none')}</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
              {spots.list.items.map((v) => (
                <Card
                  component="li"
                  key={v.vehicleId}
                  variant="outlined"
                  sx={{ listStyle: 'none' }}
                  data-testid="my-spot"
                >
                  <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography
                        sx={{ fontFamily: 'monospace', fontSize: '1.2rem', letterSpacing: 1 }}
                        data-testid="my-spot-plate"
                      >
                        {v.plate}
                      </Typography>
                      {v.nickname !== '' && (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {v.nickname}
                        </Typography>
                      )}
                    </Box>
                    <Button
                      variant="outlined"
                      color="error"
                      onClick={() => spots.remove(v.vehicleId)}
                      aria-label={`${t('spots.remove')} ${v.plate}`}
                      data-testid="my-spot-remove"
                    >
                      {t('spots.remove')}
                    </Button>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('spots.count', { count: spots.list.items.length, max: SAVED_VEHICLES_MAX })}
          </Typography>
          <Stack
            component="form"
            spacing={1.5}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              spots.add();
            }}
          >
            <TextField
              label={t('spots.plate')}
              value={spots.plate}
              onChange={(e) => spots.setPlate(e.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'my-spot-plate-input' } }}
            />
            <TextField
              label={t('spots.nickname')}
              value={spots.nickname}
              onChange={(e) => spots.setNickname(e.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'my-spot-nickname-input' } }}
            />
            <MessageAlert message={spots.message} />
            <Button type="submit" variant="contained" size="large" disabled={spots.busy} data-testid="my-spot-add">
              {t('spots.add')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
