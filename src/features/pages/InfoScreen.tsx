import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { UnavailableScreen } from '../../components/screens/UnavailableScreen';
import { useTenant } from '../../tenant/use-tenant';
import { ScreenHeading } from '../../components/ScreenHeading';
import { infoBlockResource, paragraphsOf } from './info-block-resource';
import { SectionList } from './sections/SectionList';

/** info/{infoCode}/home (app layout): one info block of the site, then the info sections. */
export default function InfoScreen() {
  const { i18n } = useTranslation();
  const { infoCode = '' } = useParams();
  const { bundle } = useTenant();
  const block = use(infoBlockResource(bundle, infoCode, i18n.language));
  if (!block) return <UnavailableScreen titleKey="infoNotFound.title" bodyKey="infoNotFound.body" />;
  return (
    <>
      <ScreenHeading>{block.title}</ScreenHeading>
      <Card component="article">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          {paragraphsOf(block.body).map((paragraph, index) => (
            <Typography key={index} sx={{ whiteSpace: 'pre-line', '&:not(:last-child)': { mb: 1.5 } }}>
              {paragraph}
            </Typography>
          ))}
        </CardContent>
      </Card>
      <SectionList page="info" />
    </>
  );
}
