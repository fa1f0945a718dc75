import BackspaceOutlined from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const KEY = { minHeight: 72, fontSize: '1.8rem', fontWeight: 600 } as const;

export interface PinKeypadProps {
  /** The digits typed so far (kept by the screen, so it can clear them after a submit). */
  value: string;
  onChange: (value: string) => void;
  /** The most digits the PIN has; further keys are ignored. */
  maxLength: number;
  /** Names the PIN for screen readers and labels the field (e.g. 'Wallet PIN'). */
  label: string;
  /** The test id of the field that holds the digits (a hardware keyboard types into it too). */
  testId: string;
  /** Called with the PIN when its last digit is typed (a PIN of a fixed length needs no Confirm tap). */
  onComplete?: (pin: string) => void;
  disabled?: boolean;
  /** Focus the field when shown (a hardware keyboard types at once). */
  autoFocus?: boolean;
}

/**
 * An on-screen PIN keypad for the counter tablet (docs/staff.md#pin-keypad): the digits in a 3x4
 * grid of large keys (1-9, then clear, 0, backspace), the typed PIN shown only as dots. A hardware
 * keyboard still types into the field (digits, Backspace, Enter submits the form around it); the
 * field asks for no system keyboard, which would cover the keys on a tablet.
 */
export function PinKeypad({
  value,
  onChange,
  maxLength,
  label,
  testId,
  onComplete,
  disabled,
  autoFocus,
}: PinKeypadProps) {
  const { t } = useTranslation('staff');
  const fieldId = useId();
  const set = (next: string) => {
    const digits = next.replace(/\D/g, '').slice(0, maxLength);
    onChange(digits);
    if (onComplete && digits.length === maxLength && digits !== value) onComplete(digits);
  };
  const press = (digit: string) => set(value + digit);
  return (
    <Box role="group" aria-label={label} data-testid={`${testId}-keypad`}>
      <Box component="label" htmlFor={fieldId} sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        {label}
      </Box>
      <Box
        component="input"
        id={fieldId}
        type="password"
        inputMode="none"
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => set(e.target.value)}
        // A PIN is typed from its end: the caret stays there, wherever a tap or a focus put it.
        onSelect={(e: React.SyntheticEvent<HTMLInputElement>) => {
          const field = e.currentTarget;
          const end = field.value.length;
          if (field.selectionStart !== end || field.selectionEnd !== end) field.setSelectionRange(end, end);
        }}
        aria-describedby={`${fieldId}-count`}
        data-testid={testId}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          textAlign: 'center',
          fontSize: '2.2rem',
          letterSpacing: '0.6em',
          minHeight: 64,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
      <Box
        id={`${fieldId}-count`}
        aria-live="polite"
        sx={{ color: 'text.secondary', textAlign: 'center', mt: 0.5, mb: 1 }}
      >
        {onComplete
          ? t('keypad.typed', { count: value.length, max: maxLength })
          : t('keypad.typedCount', { count: value.length })}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
        {DIGITS.map((digit) => (
          <Button
            key={digit}
            variant="outlined"
            sx={KEY}
            disabled={disabled || value.length >= maxLength}
            onClick={() => press(digit)}
            data-testid={`${testId}-key-${digit}`}
          >
            {digit}
          </Button>
        ))}
        <Button
          variant="text"
          sx={{ ...KEY, fontSize: '1.1rem' }}
          disabled={disabled || value === ''}
          onClick={() => set('')}
          data-testid={`${testId}-clear`}
        >
          {t('keypad.clear')}
        </Button>
        <Button
          variant="outlined"
          sx={KEY}
          disabled={disabled || value.length >= maxLength}
          onClick={() => press('0')}
          data-testid={`${testId}-key-0`}
        >
          0
        </Button>
        <Button
          variant="text"
          sx={KEY}
          aria-label={t('keypad.backspace')}
          disabled={disabled || value === ''}
          onClick={() => set(value.slice(0, -1))}
          data-testid={`${testId}-backspace`}
        >
          <BackspaceOutlined fontSize="large" aria-hidden />
        </Button>
      </Box>
    </Box>
  );
}
