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
import { Check, GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Habit } from '@track-grow/domain/habits';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/utils.ts';
import { useReorderHabits } from '../../api/reorder-habits.ts';
import { HabitIcon } from '../habit-icon.tsx';

/** Drag the handles (or focus one, Space, arrows, Space) to change the order; each drop is saved. */
export function ReorderList({ habits, onDone }: { habits: Habit[]; onDone: () => void }) {
  const { t } = useTranslation('habits');
  const { mutate: reorder } = useReorderHabits();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => habits.find((habit) => habit.id === id)?.name ?? '';
  const positionOf = (id: string | number) => habits.findIndex((habit) => habit.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('reorder.picked', { name: nameOf(active.id), position: positionOf(active.id), total: habits.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('reorder.over', { name: nameOf(active.id), position: positionOf(over.id), total: habits.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.dropped', {
            name: nameOf(active.id),
            position: positionOf(over.id),
            total: habits.length,
          })
        : undefined,
    onDragCancel: ({ active }) => t('reorder.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = habits.findIndex((habit) => habit.id === active.id);
    const to = habits.findIndex((habit) => habit.id === over.id);
    if (from < 0 || to < 0) return;
    reorder(arrayMove(habits, from, to));
  };

  return (
    <section aria-labelledby="habits-reorder" className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id="habits-reorder" className="text-lg font-semibold tracking-tight">
            {t('reorder.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('reorder.hint')}</p>
        </div>
        <Button onClick={onDone}>
          <Check aria-hidden="true" />
          {t('reorder.done')}
        </Button>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
      >
        <SortableContext items={habits.map((habit) => habit.id)} strategy={verticalListSortingStrategy}>
          <ul className="grid gap-2">
            {habits.map((habit, index) => (
              <SortableHabit key={habit.id} habit={habit} index={index} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </section>
  );
}

function SortableHabit({ habit, index }: { habit: Habit; index: number }) {
  const { t } = useTranslation('habits');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: habit.id,
    });
  return (
    <li
      ref={setNodeRef}
      data-sortable-index={index}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-xs',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <HabitIcon icon={habit.icon} color={habit.color} className="size-9 rounded-xl text-xl" />
      <span className="min-w-0 flex-1 truncate font-medium">{habit.name}</span>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('reorder.handle', { name: habit.name })}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-xl text-muted-foreground hover:bg-accent hover:text-foreground active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
