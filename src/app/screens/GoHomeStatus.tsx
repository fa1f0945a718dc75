import { useTranslation } from '../../i18n/use-translation';
import type { IconComponent } from '../../components/icons/make-icon';
import { LinkButton } from '../../components/LinkButton';
import { StatusPanel } from '../../components/StatusPanel';
import { FirstPaintDone } from '../first-paint';

/**
 * A page that can only send the visitor home (not found, no permission, an unknown shop). Being a
 * whole screen, it also ends the server's first paint (docs/architecture.md#first-paint).
 */
export function GoHomeStatus({ icon, title, body }: { icon: IconComponent; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusPanel
        icon={icon}
        title={title}
        body={body}
        action={
          <LinkButton to="/home" variant="contained">
            {t('action.goHome')}
          </LinkButton>
        }
      />
      <FirstPaintDone />
    </>
  );
}
