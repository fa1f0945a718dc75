import type { Breakpoint } from '@mui/material/styles';
import type { LayoutName } from '../../generated/tenant';

/** How a layout dresses its content (docs/rules.md#layouts: app = webview, embed = iframe). */
export interface LayoutFrameSpec {
  header: 'full' | 'compact' | 'none';
  footer: 'full' | 'compact' | 'none';
  /** Content width: phones first; the company portal is wider; embed fills its frame. */
  maxWidth: Breakpoint | false;
}

export const LAYOUT_FRAMES: Record<LayoutName, LayoutFrameSpec> = {
  shop: { header: 'full', footer: 'full', maxWidth: 'sm' },
  app: { header: 'compact', footer: 'compact', maxWidth: 'sm' },
  company: { header: 'full', footer: 'full', maxWidth: 'lg' },
  embed: { header: 'none', footer: 'none', maxWidth: false },
};
