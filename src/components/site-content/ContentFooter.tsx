import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contentText, type ContentDoc } from './content-text';
import { ContentLink } from './ContentLink';

/**
 * The published footer blocks (docs/admin.md#customer-content): a title, a line and links each.
 * Columns of one grid, centred as a whole (docs/rules.md#footer): on a phone they stack in one
 * track, so every column starts at the same left edge however long its text; from 600 px they
 * stand side by side in equal tracks.
 */
export function ContentFooter({
  blocks,
  language,
  fallbackLanguage,
}: {
  blocks: readonly { id: string; document: ContentDoc }[];
  language: string;
  fallbackLanguage: string;
}) {
  if (blocks.length === 0) return null;
  return (
    <Box
      data-testid="content-footer"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 280px)', sm: 'repeat(auto-fit, minmax(140px, 280px))' },
        justifyContent: 'center',
        gap: 3,
        mb: 1.5,
        textAlign: 'left',
      }}
    >
      {blocks.map(({ id, document }) => {
        const links = Array.isArray(document.links) ? (document.links as ContentDoc[]) : [];
        return (
          <Box key={id} data-testid="content-footer-column" sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="p">
              {contentText(document.title, language, fallbackLanguage)}
            </Typography>
            {document.text !== undefined && (
              <Typography variant="body2" color="text.secondary">
                {contentText(document.text, language, fallbackLanguage)}
              </Typography>
            )}
            {links.map((link, i) =>
              typeof link.to === 'string' ? (
                <Box key={i}>
                  <ContentLink to={link.to}>
                    {contentText(link.label, language, fallbackLanguage) || link.to}
                  </ContentLink>
                </Box>
              ) : null,
            )}
          </Box>
        );
      })}
    </Box>
  );
}
