import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';

interface TicketCountFieldProps {
  label: string;
  helperText: string;
  fewerLabel: string;
  moreLabel: string;
  /** As typed: the rules, not the field, say what is wrong with it. */
  value: string;
  max: number;
  onChange: (value: string) => void;
}

const countOf = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : 0);

/** The number of tickets: typed, or stepped with − and + within 1..max. */
export function TicketCountField({
  label,
  helperText,
  fewerLabel,
  moreLabel,
  value,
  max,
  onChange,
}: TicketCountFieldProps) {
  const count = countOf(value);
  const step = (by: number) => onChange(String(Math.min(max, Math.max(1, count + by))));
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <IconButton
        aria-label={fewerLabel}
        onClick={() => step(-1)}
        disabled={count <= 1}
        sx={{ mt: 1, border: 1, borderColor: 'divider' }}
      >
        <Box component="span" aria-hidden sx={{ width: 24, lineHeight: 1, fontSize: '1.4rem', fontWeight: 700 }}>
          −
        </Box>
      </IconButton>
      <TextField
        id="tickets"
        name="tickets"
        label={label}
        helperText={helperText}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 3, style: { textAlign: 'center' } },
        }}
      />
      <IconButton
        aria-label={moreLabel}
        onClick={() => step(1)}
        disabled={count >= max}
        sx={{ mt: 1, border: 1, borderColor: 'divider' }}
      >
        <Box component="span" aria-hidden sx={{ width: 24, lineHeight: 1, fontSize: '1.4rem', fontWeight: 700 }}>
          +
        </Box>
      </IconButton>
    </Box>
  );
}
