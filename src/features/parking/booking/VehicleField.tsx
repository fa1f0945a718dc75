import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessageText } from '../../../messages/use-message-text';
import type { SavedVehicle } from '../../../generated/api/account-vehicles.response';
import { PLATE_MAX_LENGTH } from '../../../lib/limits';

export interface VehicleFieldProps {
  /** The customer's saved vehicles (My spots), offered to pick. */
  vehicles: readonly SavedVehicle[];
  /** The plate as typed or picked. */
  value: string;
  /** The typed plate is not one (docs/customer-places.md#my-spots). */
  invalid: boolean;
  enabled: boolean;
  change(plate: string): void;
}

/** The vehicle booked for: a saved vehicle picked, or a plate typed (kept on the booking, shown on the pass). */
export function VehicleField({ vehicles, value, invalid, enabled, change }: VehicleFieldProps) {
  const { t } = useTranslation('parking');
  const messageText = useMessageText();
  const chosen = value.replace(/\s+/g, '').toUpperCase();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} disabled={!enabled}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('booking.checkout.vehicle')}
      </Typography>
      {vehicles.length > 0 && (
        <Box
          role="group"
          aria-label={t('booking.checkout.savedVehicles')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
          data-testid="saved-vehicles"
        >
          {vehicles.map((vehicle) => {
            const selected = vehicle.plate === chosen;
            return (
              <Chip
                key={vehicle.vehicleId}
                label={vehicle.nickname === '' ? vehicle.plate : `${vehicle.nickname} · ${vehicle.plate}`}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                disabled={!enabled}
                onClick={() => change(vehicle.plate)}
                sx={{ maxWidth: '100%' }}
              />
            );
          })}
        </Box>
      )}
      <TextField
        name="licensePlate"
        label={t('booking.checkout.plate')}
        value={value}
        onChange={(event) => change(event.target.value)}
        disabled={!enabled}
        error={invalid}
        helperText={invalid ? messageText('VEHICLE_PLATE_INVALID') : t('booking.checkout.plateHint')}
        fullWidth
        size="small"
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: PLATE_MAX_LENGTH + 6, autoCapitalize: 'characters', spellCheck: false },
        }}
      />
    </Box>
  );
}
