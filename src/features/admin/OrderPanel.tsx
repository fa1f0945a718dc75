import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { adminPaths, type ContentItem } from '../../api/endpoints/admin-content';
import { ChevronRightIcon } from '../../components/icons/ChevronRightIcon';
import { useTranslation } from '../../i18n/use-translation';
import type { ContentType } from '../../protocol/admin-content';
import { itemLabel } from './form-schema';
import { StateChip } from './StateChip';
import { useAdminKey } from './use-admin-query';
import { useAdminWrite } from './use-admin-write';

/** The items as customers see them ordered: by `order` (none last), then oldest first, as the server sorts. */
export function inOrder(items: readonly ContentItem[]): ContentItem[] {
  const orderOf = (item: ContentItem): number => {
    const order = (item.draft as { order?: unknown }).order;
    return typeof order === 'number' ? order : Number.MAX_SAFE_INTEGER;
  };
  return [...items].sort((a, b) => orderOf(a) - orderOf(b) || a.createdAt.localeCompare(b.createdAt));
}

interface RowProps {
  item: ContentItem;
  position: number;
  label: string;
  /** Moves the row one place up (-1) or down (1). */
  onMove(step: -1 | 1): void;
  first: boolean;
  last: boolean;
}

function SortableRow({ item, position, label, onMove, first, last }: RowProps) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <Box
      ref={setNodeRef}
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        transform: CSS.Transform.toString(transform),
        transition,
      }}
      data-testid="order-row"
    >
      <Button
        size="small"
        variant="outlined"
        {...attributes}
        {...listeners}
        aria-label={t('order.handle', { label, position })}
        sx={{ minWidth: 0, px: 1, cursor: 'grab', touchAction: 'none', fontSize: '1.1rem', lineHeight: 1 }}
        data-testid="order-handle"
      >
        <span aria-hidden>⠿</span>
      </Button>
      <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
        {position}. {label}
      </Typography>
      <StateChip item={item} />
      {/* The plain keyboard (and touch) path beside the drag: one place up or down per press. */}
      <IconButton
        size="small"
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={t('order.moveUp', { label })}
        title={t('order.moveUp', { label })}
        data-testid="order-up"
      >
        <ChevronRightIcon fontSize="small" sx={{ transform: 'rotate(-90deg)' }} />
      </IconButton>
      <IconButton
        size="small"
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={t('order.moveDown', { label })}
        title={t('order.moveDown', { label })}
        data-testid="order-down"
      >
        <ChevronRightIcon fontSize="small" sx={{ transform: 'rotate(90deg)' }} />
      </IconButton>
    </Box>
  );
}

/**
 * Arranging an ordered list (docs/admin.md#ordering): drag a row by its handle, or with the
 * keyboard (Tab to the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel),
 * or one place at a time with each row's Move up and Move down buttons. Each drop or move saves the whole order on the server at once (order 10, 20, 30...), live items included.
 */
export function OrderPanel({ type, items, reload }: { type: ContentType; items: ContentItem[]; reload(): void }) {
  const { t, i18n } = useTranslation(['admin', 'messages']);
  const sorted = useMemo(() => inOrder(items), [items]);
  // What was arranged here shows until the list is read again: new versions replace it.
  const versions = items.map((item) => `${item.id}:${item.version}`).join(',');
  const [local, setLocal] = useState<{ items: ContentItem[]; basis: string } | null>(null);
  const shown = local && local.basis === versions ? local.items : sorted;
  const [saved, setSaved] = useState(false);
  // A saved order gives the moved items new versions: the next move waits for the list read again,
  // or it would send the old versions and be refused as someone else's change.
  const [refreshing, setRefreshing] = useState(false);
  const queryClient = useQueryClient();
  const listKey = useAdminKey(adminPaths.list(type));
  const {
    run,
    busy: saving,
    problem,
  } = useAdminWrite(
    (client, ordered: ContentItem[]) =>
      client.call<void>('POST', adminPaths.order(type), {
        items: ordered.map((item) => ({ id: item.id, version: item.version })),
      }),
    listKey,
  );
  const busy = saving || refreshing;
  const labelOf = (item: ContentItem) => itemLabel(item.draft, i18n.language) || t('admin:list.untitled');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: unknown) => shown.findIndex((item) => item.id === id) + 1;
  const nameOf = (id: unknown) => {
    const item = shown.find((entry) => entry.id === id);
    return item ? labelOf(item) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('admin:order.picked', { label: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('admin:order.over', { label: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('admin:order.dropped', { label: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('admin:order.cancelled', { label: nameOf(active.id) }),
  };
  /** Moves one row and saves the whole order; a move while the last one is still saving is not taken. */
  const move = async (from: number, to: number) => {
    if (busy || from === to || from < 0 || to < 0 || to >= shown.length) return;
    const next = arrayMove(shown, from, to);
    setLocal({ items: next, basis: versions });
    setSaved(false);
    const done = await run(next);
    if (done) {
      setRefreshing(true);
      await queryClient.refetchQueries({ queryKey: listKey }).catch(() => undefined);
      setRefreshing(false);
    }
    // The list is read again either way: on success the new order stays shown until the new
    // versions arrive (above); a refusal shows the server's order again.
    if (done) setSaved(true);
    else {
      setLocal(null);
      reload();
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void move(
      shown.findIndex((item) => item.id === active.id),
      shown.findIndex((item) => item.id === over.id),
    );
  };
  if (shown.length < 2) return null;
  return (
    <Card component="section" aria-labelledby="order-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="order-title">
          {t('admin:order.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="order-help">
          {t('admin:order.help')}
        </Typography>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('admin:order.instructions') },
          }}
        >
          <SortableContext items={shown.map((item) => item.id)} strategy={verticalListSortingStrategy}>
            <Box
              component="ol"
              sx={{ p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
              aria-describedby="order-help"
              aria-busy={busy}
              data-testid="order-list"
            >
              {shown.map((item, index) => (
                <SortableRow
                  key={item.id}
                  item={item}
                  position={index + 1}
                  label={labelOf(item)}
                  onMove={(step) => void move(index, index + step)}
                  first={index === 0}
                  last={index === shown.length - 1}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
        <Stack sx={{ mt: 1 }}>
          {saved && !busy && (
            <Alert severity="success" role="status" data-testid="order-saved">
              {t('admin:order.saved')}
            </Alert>
          )}
          {problem && (
            <Alert severity="error" data-testid="order-problem">
              {problem}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
