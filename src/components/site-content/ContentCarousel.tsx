import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { cardOf, contentImageUrl, type ContentDoc } from './content-text';
import { ContentLink } from './ContentLink';

interface ContentCarouselProps {
  slides: readonly { id: string; document: ContentDoc }[];
  language: string;
  fallbackLanguage: string;
  /** Whose asset folder image file names are in. */
  tenantId: string;
  /** Accessible names: the region, and 'slide n of m'. */
  label: string;
  slideLabel(index: number, count: number): string;
  /** The text of a slide's link ('Learn more'): the heading is already written above it. */
  moreLabel: string;
  /** Advance every few seconds (off in previews and for reduced motion). */
  autoplay?: boolean;
}

/**
 * The company site's carousel (docs/admin.md#customer-content): the published slides in their
 * order, one at a time, with a dot per slide; slides change by themselves unless the visitor asks
 * for reduced motion.
 */
export function ContentCarousel({
  slides,
  language,
  fallbackLanguage,
  tenantId,
  label,
  slideLabel,
  moreLabel,
  autoplay = true,
}: ContentCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  useEffect(() => {
    if (!autoplay || count < 2 || globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), 6000);
    return () => clearInterval(timer);
  }, [autoplay, count]);
  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="site-carousel"
      sx={{ mb: 2 }}
    >
      {/* Every slide is in the page (read by search engines and screen readers' slide list); one shows at a time. */}
      {slides.map(({ id, document }, i) => {
        const slide = cardOf(document, language, fallbackLanguage);
        return (
          <Box
            key={id}
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, count)}
            aria-hidden={i !== shown}
            data-testid="carousel-slide"
            sx={{
              display: i === shown ? 'block' : 'none',
              position: 'relative',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'grey.900',
              minHeight: { xs: 180, sm: 280 },
            }}
          >
            {slide.image && (
              <Box
                component="img"
                src={contentImageUrl(slide.image, tenantId)}
                alt=""
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
              />
            )}
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                background: 'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0.1) 70%)',
              }}
            />
            <Stack
              spacing={0.5}
              sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 2, sm: 3 }, color: '#fff' }}
            >
              {slide.heading && (
                <Typography
                  variant="h5"
                  component="h2"
                  sx={{ color: 'inherit', textShadow: '0 1px 2px rgba(0,0,0,0.6)' }}
                >
                  {slide.heading}
                </Typography>
              )}
              {slide.body && <Typography sx={{ color: 'inherit' }}>{slide.body}</Typography>}
              {slide.link && (
                <Box sx={{ '& a': { color: '#fff', fontWeight: 600 } }}>
                  <ContentLink to={slide.link}>{moreLabel}</ContentLink>
                </Box>
              )}
            </Stack>
          </Box>
        );
      })}
      {count > 1 && (
        <Stack direction="row" sx={{ justifyContent: 'center', mt: 0.5 }}>
          {slides.map((s, i) => (
            <IconButton
              key={s.id}
              size="small"
              aria-label={slideLabel(i + 1, count)}
              aria-current={i === shown}
              onClick={() => setIndex(i)}
            >
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: i === shown ? 'primary.main' : 'action.disabled',
                }}
              />
            </IconButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}
