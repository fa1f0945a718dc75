import {
  FINAL_INSET,
  FONT,
  LINE_HEIGHT,
  linesHeight,
  type Box,
  type DiagramLayout,
  type LaidOutCluster,
  type LaidOutEdge,
  type LaidOutNode,
  type Point,
  type TextLine,
} from './layout';
import { textWidth, wrapText } from './text-metrics';

/** Draws a laid-out state diagram as a standalone SVG document (no browser, no fonts to load). */

const COLOR = {
  background: '#ffffff',
  text: '#1b2a41',
  detail: '#5a6b85',
  stateFill: '#eef2f8',
  stateStroke: '#263a5a',
  clusterFill: '#f7f9fc',
  clusterStroke: '#9aa9bf',
  edge: '#5a6478',
  labelBackground: '#ffffff',
} as const;

const FONT_FAMILY = 'Helvetica, Arial, sans-serif';
const MARGIN = 16;
const TITLE_FONT = 18;
const SUBTITLE_FONT = 12;

export interface SvgOptions {
  title: string;
  subtitle?: string;
}

/** The subtitle wraps to the diagram's width, but never narrower than this. */
const MIN_SUBTITLE_WIDTH = 560;
const SUBTITLE_LINE = 16;

export function renderSvg(layout: DiagramLayout, options: SvgOptions): string {
  const subtitleWidth = Math.max(layout.width, MIN_SUBTITLE_WIDTH) - 2 * MARGIN;
  // A column is half a CJK character; 0.6 em per Latin character.
  const subtitleLines = options.subtitle
    ? wrapText(options.subtitle, Math.floor(subtitleWidth / (SUBTITLE_FONT * 0.6)))
    : [];
  const titleBlock = 44 + subtitleLines.length * SUBTITLE_LINE + (subtitleLines.length > 0 ? 4 : 0);
  const width = Math.ceil(
    Math.max(
      layout.width,
      textWidth(options.title, TITLE_FONT, true) + 2 * MARGIN,
      ...subtitleLines.map((line) => textWidth(line, SUBTITLE_FONT) + 2 * MARGIN),
    ),
  );
  const height = Math.ceil(layout.height + titleBlock);
  const offsetX = (width - layout.width) / 2;

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY}">`,
    `<title>${escapeXml(options.title)}</title>`,
    '<defs>',
    `<marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${COLOR.edge}"/></marker>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="${COLOR.background}"/>`,
    `<text class="diagram-title" x="${MARGIN}" y="30" font-size="${TITLE_FONT}" font-weight="bold" fill="${COLOR.text}">${escapeXml(options.title)}</text>`,
  ];
  subtitleLines.forEach((line, i) => {
    out.push(
      `<text class="diagram-subtitle" x="${MARGIN}" y="${50 + i * SUBTITLE_LINE}" font-size="${SUBTITLE_FONT}" fill="${COLOR.detail}">${escapeXml(line)}</text>`,
    );
  });
  out.push(`<g transform="translate(${num(offsetX)},${titleBlock})">`);
  for (const cluster of [...layout.clusters].sort((a, b) => a.depth - b.depth)) out.push(...drawCluster(cluster));
  for (const edge of layout.edges) out.push(drawEdgeLine(edge));
  for (const node of layout.nodes) out.push(...drawNode(node));
  for (const edge of layout.edges) out.push(...drawEdgeLabel(edge));
  out.push('</g>', '</svg>');
  return `${out.join('\n')}\n`;
}

function drawCluster(cluster: LaidOutCluster): string[] {
  const { box } = cluster;
  const dash = cluster.parallel ? ' stroke-dasharray="6 4"' : '';
  const out = [
    `<g class="cluster" data-state="${escapeXml(cluster.path)}">`,
    `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" rx="10" fill="${COLOR.clusterFill}" stroke="${COLOR.clusterStroke}" stroke-width="1.2"${dash}/>`,
  ];
  let y = box.y + 6;
  for (const line of cluster.lines) {
    const size = line.role === 'title' ? FONT.clusterTitle : FONT.detail;
    y += LINE_HEIGHT[line.role];
    out.push(textElement(line, box.x + 10, y - 4, size, 'start'));
  }
  out.push('</g>');
  return out;
}

function drawNode(node: LaidOutNode): string[] {
  const { box } = node;
  if (node.kind === 'initial') {
    const r = box.width / 2;
    return [
      `<circle class="initial" cx="${num(box.x + r)}" cy="${num(box.y + r)}" r="${num(r)}" fill="${COLOR.stateStroke}"/>`,
    ];
  }
  const out = [`<g class="state" data-state="${escapeXml(node.id.slice(2))}">`];
  const dash = node.kind === 'anyState' ? ' stroke-dasharray="4 3"' : '';
  out.push(rect(box, 8, `fill="${COLOR.stateFill}" stroke="${COLOR.stateStroke}" stroke-width="1.5"${dash}`));
  if (node.kind === 'final') {
    const inner = {
      x: box.x + FINAL_INSET,
      y: box.y + FINAL_INSET,
      width: box.width - 2 * FINAL_INSET,
      height: box.height - 2 * FINAL_INSET,
    };
    out.push(rect(inner, 6, `fill="none" stroke="${COLOR.stateStroke}" stroke-width="1.5"`));
  }
  out.push(...centeredLines(node.lines, box, FONT.stateName, true));
  out.push('</g>');
  return out;
}

function drawEdgeLine(edge: LaidOutEdge): string {
  const dash = edge.dashed ? ' stroke-dasharray="5 4"' : '';
  return `<path class="edge" d="${curvePath(edge.points)}" fill="none" stroke="${COLOR.edge}" stroke-width="1.4"${dash} marker-end="url(#arrow)"/>`;
}

function drawEdgeLabel(edge: LaidOutEdge): string[] {
  if (!edge.label) return [];
  const { box, lines } = edge.label;
  return [
    '<g class="edge-label">',
    rect(box, 3, `fill="${COLOR.labelBackground}" fill-opacity="0.95"`),
    ...centeredLines(lines, box, FONT.edgeLabel, false),
    '</g>',
  ];
}

function centeredLines(lines: TextLine[], box: Box, titleSize: number, titleBold: boolean): string[] {
  let top = box.y + (box.height - linesHeight(lines)) / 2;
  const centerX = box.x + box.width / 2;
  return lines.map((line) => {
    const size = line.role === 'title' ? titleSize : FONT.detail;
    const lineHeight = LINE_HEIGHT[line.role];
    // Baseline sits so the glyphs' visual middle is the middle of the line.
    const baseline = top + lineHeight / 2 + size * 0.35;
    top += lineHeight;
    return textElement(line, centerX, baseline, size, 'middle', titleBold && line.role === 'title');
  });
}

function textElement(
  line: TextLine,
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle',
  bold = line.role === 'title',
): string {
  const color = line.role === 'title' ? COLOR.text : COLOR.detail;
  const weight = bold ? ' font-weight="bold"' : '';
  return `<text x="${num(x)}" y="${num(y)}" font-size="${size}"${weight} fill="${color}" text-anchor="${anchor}">${escapeXml(line.text)}</text>`;
}

function rect(box: Box, radius: number, attributes: string): string {
  return `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}" rx="${radius}" ${attributes}/>`;
}

const CORNER_RADIUS = 14;

/**
 * Straight segments through every layout point with rounded corners. The path passes through the
 * label's position, so each label sits on its own edge, never overshoots like a spline, and ends
 * exactly at the last point so the arrowhead touches the state.
 */
export function curvePath(points: Point[]): string {
  const [first] = points;
  if (!first) return '';
  const parts = [`M${num(first.x)},${num(first.y)}`];
  for (let i = 1; i < points.length; i += 1) {
    const corner = points[i];
    const before = points[i - 1];
    const after = points[i + 1];
    if (!corner || !before) continue;
    if (!after) {
      parts.push(` L${num(corner.x)},${num(corner.y)}`);
      continue;
    }
    const inLength = Math.hypot(corner.x - before.x, corner.y - before.y);
    const outLength = Math.hypot(after.x - corner.x, after.y - corner.y);
    const radius = Math.min(CORNER_RADIUS, inLength / 2, outLength / 2);
    if (radius < 0.5) {
      parts.push(` L${num(corner.x)},${num(corner.y)}`);
      continue;
    }
    const enter = {
      x: corner.x - ((corner.x - before.x) / inLength) * radius,
      y: corner.y - ((corner.y - before.y) / inLength) * radius,
    };
    const leave = {
      x: corner.x + ((after.x - corner.x) / outLength) * radius,
      y: corner.y + ((after.y - corner.y) / outLength) * radius,
    };
    parts.push(` L${num(enter.x)},${num(enter.y)} Q${num(corner.x)},${num(corner.y)} ${num(leave.x)},${num(leave.y)}`);
  }
  return parts.join('');
}

/** Fixed precision keeps the output byte-identical across runs and platforms. */
function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
