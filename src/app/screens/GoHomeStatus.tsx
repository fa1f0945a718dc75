import { useTranslation } from '../../i18n/use-translation';
import type { IconComponent } from '../../components/icons/make-icon';
import { LinkButton } from '../../components/LinkButton';
import { StatusPanel } from '../../components/StatusPanel';
import { FirstPaintDone } from '../first-paint';

/**
 * A page that can only send the visitor home (not found, no permission, an unknown shop). Being a
 * whole screen, it also ends the server's first paint (docs/architecture.md#first-paint).
 */
export function GoHomeStatus({
  icon,
  title,
  body,
  home = '/home',
}: {
  icon: IconComponent;
  title: string;
  body: string;
  /** Where 'Go to the home page' leads: the global home, or the home of the layout and shop the page is in. */
  home?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StatusPanel
        icon={icon}
        title={title}
        body={body}
        action={
          <LinkButton to={home} variant="contained">
            {t('action.goHome')}
          </LinkButton>
        }
      />
      <FirstPaintDone />
    </>
  );
}
