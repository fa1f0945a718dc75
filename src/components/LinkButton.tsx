import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'react-router';

type LinkButtonProps = Omit<ButtonProps<typeof Link>, 'component'>;

/** A MUI button that navigates inside the app (react-router link, no page reload). */
export function LinkButton(props: LinkButtonProps) {
  return <Button component={Link} {...props} />;
}
