import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface Transform {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * A state diagram (SVG drawn by the server from the machine) to pan and zoom: drag to move, the
 * wheel or the buttons to zoom. Every state is a button (click, or Enter on it) that selects it.
 * It opens at actual size when it fits the width, else fitted to the width.
 */
export function DiagramCanvas(props: {
  svg: string;
  label: string;
  selected: string | null;
  onSelect: (path: string) => void;
  nameOf: (path: string) => string;
  children?: ReactNode;
}) {
  const { svg, label, selected, onSelect, nameOf } = props;
  const { t } = useTranslation('flows');
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const [transform, setTransform] = useState<Transform>({ x: 0, y: 0, scale: 1 });

  const svgSize = useCallback(() => {
    const element = content.current?.querySelector('svg');
    return { width: Number(element?.getAttribute('width') ?? 0), height: Number(element?.getAttribute('height') ?? 0) };
  }, []);
  const fitWidth = useCallback(() => {
    const width = frame.current?.clientWidth ?? 0;
    const size = svgSize();
    if (width > 0 && size.width > 0) setTransform({ x: 0, y: 0, scale: clampScale(Math.min(1, width / size.width)) });
  }, [svgSize]);

  // Each drawn state becomes a labelled button; fit the new drawing.
  useLayoutEffect(() => {
    const root = content.current;
    if (!root) return;
    root.querySelectorAll<SVGGElement>('g.state[data-state], g.cluster[data-state]').forEach((node) => {
      const path = node.getAttribute('data-state') ?? '';
      node.setAttribute('role', 'button');
      node.setAttribute('tabindex', '0');
      node.setAttribute('aria-label', nameOf(path));
      node.style.cursor = 'pointer';
    });
    fitWidth();
  }, [svg, nameOf, fitWidth]);

  useEffect(() => {
    content.current?.querySelectorAll('[data-state]').forEach((node) => {
      node.setAttribute('data-selected', String(node.getAttribute('data-state') === selected));
    });
  }, [selected, svg]);

  const zoomAt = useCallback((factor: number, at?: { x: number; y: number }) => {
    setTransform((current) => {
      const scale = clampScale(current.scale * factor);
      const point = at ?? { x: (frame.current?.clientWidth ?? 0) / 2, y: (frame.current?.clientHeight ?? 0) / 2 };
      const k = scale / current.scale;
      return { scale, x: point.x - (point.x - current.x) * k, y: point.y - (point.y - current.y) * k };
    });
  }, []);

  // The wheel zooms the diagram, not the page (a passive listener could not stop the scroll).
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomAt(event.deltaY < 0 ? 1.15 : 1 / 1.15, { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const stateAt = (target: EventTarget | null): string | null =>
    target instanceof Element ? (target.closest('[data-state]')?.getAttribute('data-state') ?? null) : null;

  return (
    <Box sx={{ position: 'relative' }}>
      {/* The zoom buttons sit above the diagram, never over its title. */}
      <ButtonGroup size="small" variant="outlined" sx={{ mb: 1, bgcolor: 'background.paper' }}>
        <Button onClick={() => zoomAt(1.25)} aria-label={t('diagram.zoomIn')}>
          +
        </Button>
        <Button onClick={() => zoomAt(0.8)} aria-label={t('diagram.zoomOut')}>
          −
        </Button>
        <Button onClick={fitWidth}>{t('diagram.fit')}</Button>
        <Button onClick={() => setTransform({ x: 0, y: 0, scale: 1 })}>{t('diagram.actualSize')}</Button>
      </ButtonGroup>
      <Box
        ref={frame}
        role="group"
        aria-label={label}
        data-testid="diagram-canvas"
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY, moved: false };
        }}
        onPointerMove={(event) => {
          const start = drag.current;
          if (!start || event.buttons === 0) return;
          const dx = event.clientX - start.x;
          const dy = event.clientY - start.y;
          if (!start.moved && Math.hypot(dx, dy) < 4) return;
          drag.current = { x: event.clientX, y: event.clientY, moved: true };
          setTransform((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
        }}
        onPointerUp={(event) => {
          const moved = drag.current?.moved ?? false;
          drag.current = null;
          const path = moved ? null : stateAt(event.target);
          if (path !== null) onSelect(path);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          const path = stateAt(event.target);
          if (path === null) return;
          event.preventDefault();
          onSelect(path);
        }}
        sx={{
          height: { xs: '60vh', md: 'calc(100vh - 260px)' },
          minHeight: 360,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          cursor: 'grab',
          touchAction: 'none',
          '& [data-selected="true"] > rect:first-of-type': { stroke: '#c2410c', strokeWidth: 3 },
          '& [data-state]:focus-visible': { outline: '2px solid #1d4ed8' },
        }}
      >
        <Box
          ref={content}
          sx={{ transformOrigin: '0 0', width: 'max-content' }}
          style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})` }}
          // The server draws this SVG from the machines and escapes every text (flows/render/svg.ts).
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </Box>
      {props.children}
    </Box>
  );
}
