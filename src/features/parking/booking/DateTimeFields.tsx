import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { WallTime } from '../../../lib/site-time';
import { PickerLocalization } from './PickerLocalization';

interface DateTimeFieldsProps {
  /** 'entry' | 'exit': names the fields (and their ids). */
  name: string;
  legend: string;
  dateLabel: string;
  timeLabel: string;
  value: WallTime;
  onChange: (value: WallTime) => void;
  /** 'YYYY-MM-DD' at the site. */
  minDate?: string;
  maxDate?: string;
  /** The tenant's date format in dayjs tokens ('DD/MM/YYYY'). */
  dateFormat: string;
  /** The tenant's clock: true for a 12-hour clock ('h:mm A'), false for 24 hours ('HH:mm'). */
  twelveHour: boolean;
  disabled?: boolean;
}

const WALL_DATE = 'YYYY-MM-DD';
const WALL_TIME = 'HH:mm';
const FIRST_WHOLE_YEAR = 1000;
/**
 * Date and time side by side where the fields have 280 px (the date gets more room: 'DD/MM/YYYY'
 * and its calendar button stay whole); narrower (a 320 px phone, a dialog) stacks them, so nothing
 * is cut off. Measured on the fieldset (a container query), so a form and a dialog both fit.
 */
const FIELDS_GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: '1fr',
  '@container (min-width: 280px)': { gridTemplateColumns: '3fr 2fr' },
} as const;

/**
 * The pickers work on wall times: a dayjs value in UTC carries the site's date and time of day as
 * they read (no zone of the phone's, no clock change of its own); site-time turns them into instants.
 */
const dateValue = (date: string): Dayjs | null => (date === '' ? null : dayjs.utc(`${date}T00:00:00`));
const timeValue = (time: string): Dayjs | null => (time === '' ? null : dayjs.utc(`1970-01-01T${time}`));
const wallPart = (value: Dayjs | null, format: string) =>
  value !== null && value.isValid() ? value.format(format) : '';

/**
 * A date and a time of day, as the site's clocks show them, in the tenant's date format and clock
 * (MUI X's mobile pickers: the button opens a calendar or a clock in a dialog; the field's sections
 * also take typed digits, with the phone's number pad), in the customer's language
 * (PickerLocalization). Loaded with the date & time screen, and by the top-up dialog when it opens.
 */
export function DateTimeFields({
  name,
  legend,
  dateLabel,
  timeLabel,
  value,
  onChange,
  minDate,
  maxDate,
  dateFormat,
  twelveHour,
  disabled = false,
}: DateTimeFieldsProps) {
  return (
    <PickerLocalization>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, containerType: 'inline-size' }}>
        <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
          {legend}
        </Typography>
        <Box sx={FIELDS_GRID}>
          <MobileDatePicker
            label={dateLabel}
            disabled={disabled}
            value={dateValue(value.date)}
            timezone="UTC"
            format={dateFormat}
            minDate={minDate ? (dateValue(minDate) ?? undefined) : undefined}
            maxDate={maxDate ? (dateValue(maxDate) ?? undefined) : undefined}
            onChange={(next) => {
              // A year typed digit by digit passes through years 2, 20 and 202: only a whole date (or a
              // cleared field) is a choice; the field keeps the digits meanwhile. A date outside the
              // allowed days is a choice too: the booking rules then say why it cannot be booked.
              if (next === null || (next.isValid() && next.year() >= FIRST_WHOLE_YEAR))
                onChange({ ...value, date: wallPart(next, WALL_DATE) });
            }}
            slotProps={{ textField: { id: `${name}-date`, name: `${name}Date`, fullWidth: true } }}
          />
          <MobileTimePicker
            label={timeLabel}
            disabled={disabled}
            value={timeValue(value.time)}
            timezone="UTC"
            ampm={twelveHour}
            format={twelveHour ? 'h:mm A' : WALL_TIME}
            onChange={(next) => {
              if (next === null || next.isValid()) onChange({ ...value, time: wallPart(next, WALL_TIME) });
            }}
            slotProps={{ textField: { id: `${name}-time`, name: `${name}Time`, fullWidth: true } }}
          />
        </Box>
      </Box>
    </PickerLocalization>
  );
}
