import Button, { type ButtonProps } from '@mui/material/Button';
import { RouterLink } from './RouterLink';

type LinkButtonProps = Omit<ButtonProps<typeof RouterLink>, 'component'>;

/** A MUI button that navigates inside the app (react-router link, no page reload). */
export function LinkButton(props: LinkButtonProps) {
  return <Button component={RouterLink} {...props} />;
}
