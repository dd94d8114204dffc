import { HolderOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { PAGES_TEXT } from '../lib/pages-text';

export interface SortableListProps<T> {
  items: readonly T[];
  idOf(item: T): string;
  /** The item in words, for the drag handle's name and what is announced while it moves. */
  labelOf(item: T, index: number): string;
  /** The handle's accessible name. */
  handleLabel(item: T, index: number): string;
  /** Moves the item at `from` to `to`; the list shows the order it is given. */
  onMove(from: number, to: number): void;
  disabled?: boolean;
  'aria-label': string;
  children(item: T, index: number, handle: ReactNode): ReactNode;
}

/**
 * A list sorted by dragging its handle with the pointer or the keyboard (Space or Enter to pick up,
 * arrows to move, Space or Enter to drop, Escape to cancel), each step announced by name.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, idOf, labelOf, onMove, disabled = false, children } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const nameOf = (id: string | number | undefined) => {
    const index = ids.indexOf(String(id));
    return index < 0 ? '' : labelOf(items[index] as T, index);
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: { draggable: PAGES_TEXT.dragInstructions },
        announcements: {
          onDragStart: ({ active }) => PAGES_TEXT.picked(nameOf(active.id)),
          // Over itself is where it was picked up: the pick-up stays the last thing said.
          onDragOver: ({ active, over }) => (over && over.id !== active.id ? PAGES_TEXT.movedOver(nameOf(active.id), nameOf(over.id)) : undefined),
          onDragEnd: ({ active, over }) =>
            over ? PAGES_TEXT.dropped(nameOf(active.id), ids.indexOf(String(over.id)) + 1) : PAGES_TEXT.cancelled(nameOf(active.id)),
          onDragCancel: ({ active }) => PAGES_TEXT.cancelled(nameOf(active.id)),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={props['aria-label']} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index] as string} handleLabel={props.handleLabel(item, index)} disabled={disabled}>
              {(handle) => children(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, handleLabel, disabled, children }: { id: string; handleLabel: string; disabled: boolean; children(handle: ReactNode): ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined };
  const handle = disabled ? null : (
    <Button
      ref={setActivatorNodeRef}
      type="text"
      icon={<HolderOutlined />}
      aria-label={handleLabel}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <li ref={setNodeRef} style={style}>
      {children(handle)}
    </li>
  );
}
