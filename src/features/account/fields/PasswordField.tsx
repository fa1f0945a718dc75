import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TextInput, type TextInputProps } from '../../../components/TextInput';
import { VisibilityIcon } from '../icons/VisibilityIcon';
import { VisibilityOffIcon } from '../icons/VisibilityOffIcon';

type PasswordFieldProps = Omit<TextInputProps, 'type' | 'autoComplete'> & {
  /** 'current-password' for logging in, 'new-password' where one is chosen (password managers offer one). */
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide button (typing on a phone keyboard is error-prone). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      inputProps={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('action.hidePassword') : t('action.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
            size="small"
          >
            {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
