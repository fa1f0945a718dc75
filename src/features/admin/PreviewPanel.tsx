import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ContentCards } from '../../components/site-content/ContentCards';
import { ContentCarousel } from '../../components/site-content/ContentCarousel';
import { ContentFooter } from '../../components/site-content/ContentFooter';
import { ContentPage } from '../../components/site-content/ContentPage';
import { contentText } from '../../components/site-content/content-text';
import type { ContentType } from '../../protocol/admin-content';
import { UI_LANGUAGES } from '../../lib/server-language';
import { useTenant } from '../../tenant/use-tenant';

/** How wide each layout shows content (the customer layouts' frames: phone-first, company wide, embed its frame). */
const LAYOUT_WIDTH = { shop: 600, app: 420, company: 1200, embed: '100%' } as const;
type PreviewLayout = keyof typeof LAYOUT_WIDTH;

/**
 * The draft as customers would see it (docs/admin.md#screens-preview), drawn by the same components
 * the customer screens use, in the layout and language picked here, before it is published.
 */
export function PreviewPanel({ type, document }: { type: ContentType; document: Record<string, unknown> }) {
  const { t } = useTranslation('admin');
  const { bundle } = useTenant();
  const layouts = bundle.site.layouts as PreviewLayout[];
  const [layout, setLayout] = useState<PreviewLayout>(layouts.includes('company') ? 'company' : (layouts[0] ?? 'shop'));
  const [language, setLanguage] = useState<string>(bundle.tenant.locale.defaultLanguage);
  const fallback = bundle.tenant.locale.defaultLanguage;
  const items = [{ id: 'preview', document }];
  let body;
  if (type === 'carousel')
    body = (
      <ContentCarousel
        slides={items}
        language={language}
        fallbackLanguage={fallback}
        tenantId={bundle.tenant.id}
        label={t('preview.title')}
        slideLabel={(n, m) => `${n} / ${m}`}
        moreLabel={t('preview.more')}
        autoplay={false}
      />
    );
  else if (type === 'footer') body = <ContentFooter blocks={items} language={language} fallbackLanguage={fallback} />;
  else if (type === 'page')
    body = (
      <ContentPage
        title={contentText(document.title, language, fallback)}
        html={contentText(document.html, language, fallback)}
      />
    );
  else if (type === 'configuration')
    body = <Typography>{`${String(document.name ?? '')} = ${JSON.stringify(document.value ?? null)}`}</Typography>;
  else
    body = (
      <ContentCards
        items={items}
        language={language}
        fallbackLanguage={fallback}
        tenantId={bundle.tenant.id}
        moreLabel={t('preview.more')}
      />
    );
  return (
    <Stack spacing={1.5} data-testid="preview-panel">
      <Typography variant="h6" component="h2">
        {t('preview.title')}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('preview.layout')}
          value={layout}
          onChange={(event) => setLayout(event.target.value as PreviewLayout)}
          sx={{ minWidth: 130 }}
        >
          {layouts.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`preview.layouts.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('preview.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          sx={{ minWidth: 130 }}
        >
          {UI_LANGUAGES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`language.${name}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box
        // A preview wider than the panel scrolls: focusable, so the keyboard can scroll it too.
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          bgcolor: 'background.default',
        }}
      >
        <Box
          lang={language}
          sx={{ width: LAYOUT_WIDTH[layout], maxWidth: '100%', mx: 'auto' }}
          data-testid="preview-frame"
        >
          {body}
        </Box>
      </Box>
    </Stack>
  );
}
