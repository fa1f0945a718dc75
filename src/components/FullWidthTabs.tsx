import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent, ReactNode } from 'react';

export interface FullWidthTab<V extends string> {
  value: V;
  label: ReactNode;
  /** The tab's element id, which its panel's `aria-labelledby` names. */
  id: string;
  /** The id of the panel the tab shows. */
  panelId: string;
  /** Pointed at or focused: e.g. to start downloading what the tab shows. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
  /** For tests that find the tab by its test id. */
  testId?: string;
}

interface FullWidthTabsProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  tabs: readonly FullWidthTab<V>[];
  'aria-label': string;
  sx?: SxProps<Theme>;
}

/** What each arrow, Home and End key does to the focused tab's position (WAI-ARIA's tabs pattern). */
const KEY_MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A few tabs that share the width equally, the chosen one underlined in the primary colour. MUI's
 * Tabs places its underline by measuring the tabs after each render, and that measurement forced a
 * layout of the whole page while the login started: on the calibrated phone, that task was much
 * of the login's total blocking time (docs/architecture.md#a-start-in-short-tasks). Here the
 * underline is the chosen tab's own CSS, so nothing is measured. The keyboard works as in MUI's
 * Tabs and WAI-ARIA's tabs pattern: only the chosen tab is in the tab order, the arrows, Home and
 * End move the focus along the tabs, and Enter, Space or a click chooses. The tabs look as MUI's
 * Tab does (its typography, height, padding and colours).
 */
export function FullWidthTabs<V extends string>({
  value,
  onChange,
  tabs,
  'aria-label': ariaLabel,
  sx,
}: FullWidthTabsProps<V>) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    const list = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = list.findIndex((tab) => tab === document.activeElement);
    if (at === -1) return;
    event.preventDefault();
    list[move(at, list.length)]?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
      sx={[{ display: 'flex', minHeight: 48, overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => {
        const chosen = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            focusRipple
            id={tab.id}
            aria-controls={tab.panelId}
            data-testid={tab.testId}
            aria-selected={chosen}
            tabIndex={chosen ? 0 : -1}
            onClick={() => {
              if (!chosen) onChange(tab.value);
            }}
            onPointerEnter={tab.onPointerEnter}
            onFocus={tab.onFocus}
            sx={(theme) => ({
              ...theme.typography.button,
              flex: '1 1 0',
              minHeight: 48,
              padding: '12px 16px',
              lineHeight: 1.25,
              textAlign: 'center',
              position: 'relative',
              overflow: 'hidden',
              color: chosen ? 'primary.main' : 'text.secondary',
              '&::after': chosen
                ? {
                    content: '""',
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    height: 2,
                    bgcolor: 'primary.main',
                  }
                : undefined,
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
