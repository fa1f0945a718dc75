import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { RouterLink } from '../../../components/RouterLink';
import { LINK_ICONS } from '../../../components/icons/icon-by-name';
import { ChevronRightIcon } from '../../../components/icons/ChevronRightIcon';
import { useTenant } from '../../../tenant/use-tenant';
import { isFeatureEnabled } from '../../../config/features';
import type { SectionProps } from './section-props';
import { useSectionText } from './use-section-title';
import { resolveSectionLinks, type ResolvedLink } from './section-links';
import { DEFAULT_NAMESPACE } from '../../../i18n/namespaces';

const TILE_SX = { display: 'block', width: '100%', textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } } as const;

function LinkTile({ link }: { link: ResolvedLink }) {
  const Icon = link.icon ? LINK_ICONS[link.icon] : ChevronRightIcon;
  // Labels are keys of the default namespace (nav.myTickets) or plain text, as before.
  const label = useSectionText(DEFAULT_NAMESPACE)(link.label);
  const content = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, p: 1.75, minHeight: 56 }}>
      <Icon color="primary" />
      <Typography sx={{ fontWeight: 600, lineHeight: 1.25 }}>{label}</Typography>
    </Box>
  );
  return (
    <Card>
      {link.kind === 'internal' ? (
        <ButtonBase component={RouterLink} to={link.href} sx={TILE_SX}>
          {content}
        </ButtonBase>
      ) : (
        <ButtonBase href={link.href} target="_blank" rel="noopener noreferrer" sx={TILE_SX}>
          {content}
        </ButtonBase>
      )}
    </Card>
  );
}

/** Quick links (from the section config, else the customer's main screens), with icons. */
export default function LinksSection({ section }: SectionProps) {
  const { t } = useTranslation('sections');
  const { bundle, layout } = useTenant();
  const sectionText = useSectionText();
  const links = resolveSectionLinks(section.links, layout, bundle.shop, {
    reservation: isFeatureEnabled(bundle.tenant, 'reservation'),
  });
  if (links.length === 0) return null;
  const heading = section.title ? sectionText(section.title) : null;
  return (
    <Box component="nav" aria-label={heading ?? t('links.title')}>
      {heading && (
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {heading}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
        {links.map((link) => (
          <LinkTile key={link.href} link={link} />
        ))}
      </Box>
    </Box>
  );
}
