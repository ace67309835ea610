import { HolderOutlined } from '@ant-design/icons';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { type CSSProperties, createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import './sortable-rows.css';
import './i18n/register';

/*
 * Drag-and-drop ordering of the blocks table. Only the console's chunk imports this file, so dnd-kit never
 * reaches the storefront's download.
 */

type Handle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

/** The row's sortable wiring, for the handle drawn in one of its cells. */
const HandleContext = createContext<Handle | null>(null);

// Blocks form one column: a dragged row slides up and down only, never sideways out of the table.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The table and its drag-and-drop context: a drop (by pointer or keyboard) reports the move. */
export function SortableBlocks({
  ids,
  disabled,
  onMove,
  children,
}: {
  ids: number[];
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-blocks');
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit's own announcements are English only; these follow the console's language.
  const at = (key: 'dragStart' | 'dragOver' | 'dragEnd' | 'dragCancel', id: UniqueIdentifier | undefined) =>
    t(key, { n: ids.indexOf(Number(id)) + 1 });
  const announcements: Announcements = {
    onDragStart: ({ active }) => at('dragStart', active.id),
    onDragOver: ({ over }) => (over ? at('dragOver', over.id) : undefined),
    onDragEnd: ({ over }) => (over ? at('dragEnd', over.id) : undefined),
    onDragCancel: ({ active }) => at('dragCancel', active.id),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragHelp') } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

function SortableRow({ blockId, style, className, ...props }: RowProps & { blockId: number }) {
  const { t } = useTranslation('admin-blocks');
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } =
    useSortable({ id: blockId, attributes: { roleDescription: t('dragRole') } });
  const moved: CSSProperties = {
    ...style,
    // Translate, not Transform: rows differ in height and must not be stretched to their neighbour's.
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2 } : {}),
  };
  return (
    <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
      <tr
        {...props}
        ref={setNodeRef}
        style={moved}
        className={isDragging ? `${className ?? ''} admin-block-row-dragging` : className}
      />
    </HandleContext.Provider>
  );
}

/**
 * The table's body row (antd `components.body.row`). The empty-list placeholder row has no record key
 * and is drawn plain.
 */
export function BlockRow(props: RowProps) {
  const key = props['data-row-key'];
  if (key === undefined) return <tr {...props} />;
  return <SortableRow {...props} blockId={Number(key)} />;
}

/** The grip a row is dragged by; focus it and press Space to move the row with the arrow keys. */
export function DragHandle() {
  const { t } = useTranslation('admin-blocks');
  const handle = useContext(HandleContext);
  return (
    <Button
      size="small"
      type="text"
      className="admin-block-handle"
      icon={<HolderOutlined />}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
      aria-label={t('drag')}
      title={t('drag')}
    />
  );
}
