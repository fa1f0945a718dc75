import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { cardOf, contentImageUrl, contentText, type ContentDoc } from './content-text';
import { ContentLink } from './ContentLink';

interface ContentCardsProps {
  items: readonly { id: string; document: ContentDoc }[];
  language: string;
  fallbackLanguage: string;
  tenantId: string;
  /** 'More' link text. */
  moreLabel: string;
  testId?: string;
}

/** Projects, solutions, partners, products, clients, why-us points and contacts as a grid of cards. */
export function ContentCards({ items, language, fallbackLanguage, tenantId, moreLabel, testId }: ContentCardsProps) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {items.map(({ id, document }) => {
        const card = cardOf(document, language, fallbackLanguage);
        const address = contentText(document.address, language, fallbackLanguage);
        const hours = contentText(document.hours, language, fallbackLanguage);
        return (
          <Card
            key={id}
            component="article"
            data-testid="content-card"
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            {card.image && (
              <CardMedia
                component="img"
                image={contentImageUrl(card.image, tenantId)}
                alt=""
                sx={{ height: 140, objectFit: 'cover' }}
              />
            )}
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {card.heading}
              </Typography>
              {card.body && <Typography color="text.secondary">{card.body}</Typography>}
              {address && <Typography variant="body2">{address}</Typography>}
              {hours && <Typography variant="body2">{hours}</Typography>}
              {typeof document.phone === 'string' && (
                <ContentLink to={`tel:${document.phone.replace(/\s+/g, '')}`}>{document.phone}</ContentLink>
              )}
              {typeof document.email === 'string' && (
                <Box>
                  <ContentLink to={`mailto:${document.email}`}>{document.email}</ContentLink>
                </Box>
              )}
              {card.link && (
                <Box sx={{ mt: 1 }}>
                  <ContentLink to={card.link}>{moreLabel}</ContentLink>
                </Box>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
