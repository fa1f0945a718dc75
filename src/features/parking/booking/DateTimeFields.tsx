import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WallTime } from '../../../lib/site-time';

interface DateTimeFieldsProps {
  /** 'entry' | 'exit': names the inputs (and their ids). */
  name: string;
  legend: string;
  dateLabel: string;
  timeLabel: string;
  value: WallTime;
  onChange: (value: WallTime) => void;
  minDate?: string;
  maxDate?: string;
  /**
   * The chosen moment in the tenant's own date format. Native pickers show the phone's format,
   * which may not be the tenant's, so the tenant's is echoed under them.
   */
  formatted?: string | null;
}

/** A date and a time of day, side by side, as the site's clocks show them. Native pickers: best on phones. */
export function DateTimeFields({ name, legend, dateLabel, timeLabel, value, onChange, minDate, maxDate, formatted }: DateTimeFieldsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <TextField
          id={`${name}-date`}
          name={`${name}Date`}
          type="date"
          label={dateLabel}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate, max: maxDate } }}
        />
        <TextField
          id={`${name}-time`}
          name={`${name}Time`}
          type="time"
          label={timeLabel}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
      </Box>
      {formatted && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }} data-testid={`${name}-formatted`}>
          {formatted}
        </Typography>
      )}
    </Box>
  );
}
