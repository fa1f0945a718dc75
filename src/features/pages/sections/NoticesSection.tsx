import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SectionProps } from './section-props';
import { NoticeIcon } from '../../../components/icons/NoticeIcon';
import { useTenant } from '../../../tenant/use-tenant';
import { hasNotices } from './notices';
import { noticesResource } from './notices-resource';
import { SectionCard } from './SectionCard';
import { useSectionTitle } from './use-section-title';

/** The site's notices: infoHead, the infoBody list (split by |) and infoBottom. */
export default function NoticesSection({ section }: SectionProps) {
  const { i18n } = useTranslation();
  const { bundle } = useTenant();
  const notices = use(noticesResource(bundle, i18n.language));
  const title = useSectionTitle(section, 'notices.title');
  if (!hasNotices(notices)) return null;
  return (
    <SectionCard icon={NoticeIcon} title={title}>
      {notices.head && <Typography sx={{ fontWeight: 600, mb: 1 }}>{notices.head}</Typography>}
      {notices.items.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
          {notices.items.map((item, index) => (
            <Typography component="li" key={index} variant="body2">
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {notices.bottom && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {notices.bottom}
        </Typography>
      )}
    </SectionCard>
  );
}
