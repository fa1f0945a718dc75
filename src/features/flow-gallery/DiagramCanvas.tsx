import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';

interface Transform {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 3;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

const MINIMAP_WIDTH = 168;
const MINIMAP_MAX_HEIGHT = 132;

/**
 * A state diagram (SVG drawn by the server from the machine) to pan and zoom: drag to move, the
 * wheel or the buttons to zoom, 'Fit' to see all of it, and a mini-map of the whole diagram with
 * the part in view (click it to go there). Every state is a button (click, or Enter on it) that
 * selects it. It opens at actual size when it fits the width, else fitted to the width. In play
 * mode the active states are highlighted and the view follows the current one (`focus`).
 */
export function DiagramCanvas(props: {
  svg: string;
  label: string;
  selected: string | null;
  onSelect: (path: string) => void;
  nameOf: (path: string) => string;
  /** States to highlight as active (play mode). */
  active?: readonly string[];
  /** A state to bring into view when it changes. */
  focus?: string | null;
  children?: ReactNode;
}) {
  const { svg, label, selected, onSelect, nameOf, active, focus } = props;
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

  /** Scales the whole diagram into the frame, centred. */
  const fitAll = useCallback(() => {
    const width = frame.current?.clientWidth ?? 0;
    const height = frame.current?.clientHeight ?? 0;
    const size = svgSize();
    if (width <= 0 || height <= 0 || size.width <= 0 || size.height <= 0) return;
    const scale = clampScale(Math.min(1, width / size.width, height / size.height));
    setTransform({ x: (width - size.width * scale) / 2, y: (height - size.height * scale) / 2, scale });
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

  const activeKey = (active ?? []).join(' ');
  useEffect(() => {
    const on = new Set(activeKey === '' ? [] : activeKey.split(' '));
    content.current?.querySelectorAll('[data-state]').forEach((node) => {
      node.setAttribute('data-active', String(on.has(node.getAttribute('data-state') ?? '')));
    });
  }, [activeKey, svg]);

  // Bring the focused state into view when it is outside the frame (or hidden under the panel).
  useEffect(() => {
    if (!focus) return;
    const node = content.current?.querySelector(`[data-state="${CSS.escape(focus)}"]`);
    const box = frame.current?.getBoundingClientRect();
    if (!node || !box) return;
    const rect = node.getBoundingClientRect();
    const margin = 24;
    const visibleRight = box.right - (box.width > 900 ? 380 : 0);
    if (
      rect.left >= box.left + margin &&
      rect.right <= visibleRight - margin &&
      rect.top >= box.top + margin &&
      rect.bottom <= box.bottom - margin
    )
      return;
    const dx = (box.left + visibleRight) / 2 - (rect.left + rect.right) / 2;
    const dy = (box.top + box.bottom) / 2 - (rect.top + rect.bottom) / 2;
    setTransform((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  }, [focus, svg]);

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

  /** Moves the view so that the diagram's point (in its own pixels) is in the middle of the frame. */
  const centreAt = useCallback((point: { x: number; y: number }) => {
    setTransform((current) => ({
      ...current,
      x: (frame.current?.clientWidth ?? 0) / 2 - point.x * current.scale,
      y: (frame.current?.clientHeight ?? 0) / 2 - point.y * current.scale,
    }));
  }, []);

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
        <Button onClick={fitAll}>{t('diagram.fitAll')}</Button>
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
          position: 'relative',
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          cursor: 'grab',
          touchAction: 'none',
          '& [data-selected="true"] > rect:first-of-type': { stroke: '#c2410c', strokeWidth: 3 },
          '& [data-state]:focus-visible': { outline: '2px solid #1d4ed8' },
          '& [data-active="true"] > rect:first-of-type': { stroke: '#15803d', strokeWidth: 3 },
          '& g.state[data-active="true"] > rect:first-of-type': { fill: '#dcfce7' },
        }}
      >
        <Box
          ref={content}
          sx={{ transformOrigin: '0 0', width: 'max-content' }}
          style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})` }}
          // The server draws this SVG from the machines and escapes every text (flows/render/svg.ts).
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <MiniMap svg={svg} frame={frame.current} size={svgSize()} transform={transform} onCentre={centreAt} />
      </Box>
      {props.children}
    </Box>
  );
}

/**
 * The whole diagram in small, with a box round the part in view; a click or a drag on it moves
 * the view there. Drawn from the same SVG as an image, so its ids and buttons are not duplicated.
 */
function MiniMap(props: {
  svg: string;
  frame: HTMLDivElement | null;
  size: { width: number; height: number };
  transform: Transform;
  onCentre: (point: { x: number; y: number }) => void;
}) {
  const { svg, frame, size, transform, onCentre } = props;
  const { t } = useTranslation('flows');
  const source = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, [svg]);
  if (!frame || size.width <= 0 || size.height <= 0) return null;
  const k = Math.min(MINIMAP_WIDTH / size.width, MINIMAP_MAX_HEIGHT / size.height);
  const width = size.width * k;
  const height = size.height * k;
  const view = {
    left: (-transform.x / transform.scale) * k,
    top: (-transform.y / transform.scale) * k,
    width: (frame.clientWidth / transform.scale) * k,
    height: (frame.clientHeight / transform.scale) * k,
  };
  const go = (event: ReactPointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onCentre({ x: (event.clientX - box.left) / k, y: (event.clientY - box.top) / k });
  };
  return (
    <Box
      data-testid="diagram-minimap"
      role="img"
      aria-label={t('diagram.minimap')}
      onPointerDown={(event) => {
        event.stopPropagation();
        event.currentTarget.setPointerCapture(event.pointerId);
        go(event);
      }}
      onPointerMove={(event) => {
        event.stopPropagation();
        if (event.buttons !== 0) go(event);
      }}
      onPointerUp={(event) => event.stopPropagation()}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        width,
        height,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        bgcolor: '#fff',
        boxShadow: 2,
        cursor: 'pointer',
      }}
    >
      <img src={source} alt="" width={width} height={height} draggable={false} style={{ display: 'block' }} />
      <Box
        sx={{
          position: 'absolute',
          border: '2px solid #1d4ed8',
          bgcolor: 'rgba(29, 78, 216, 0.08)',
          pointerEvents: 'none',
        }}
        style={{ left: view.left, top: view.top, width: view.width, height: view.height }}
      />
    </Box>
  );
}
