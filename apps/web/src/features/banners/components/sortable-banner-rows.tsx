import type { Banner } from '@admin/contract';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { BannerRow } from './banner-row.tsx';

function SortableBannerRow({ banner, canSort }: { banner: Banner; canSort: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: banner.id,
    disabled: !canSort,
  });
  return (
    <BannerRow
      banner={banner}
      canSort={canSort}
      drag={{
        rowRef: setNodeRef,
        handleRef: setActivatorNodeRef,
        handle: { ...attributes, ...listeners },
        transform: CSS.Transform.toString(transform),
        transition,
        isDragging,
      }}
    />
  );
}

/**
 * The banners' rows as dnd-kit's sortable list (about 16 KB gzip, loaded when a drag handle is first
 * reached: `banner-rows.tsx`): the pointer or the keyboard (Space, the arrows, Space) moves a row,
 * a screen reader hears each step in the interface language, and a drop gives the new order.
 */
export default function SortableBannerRows({
  order,
  canSort,
  onReorder,
}: {
  order: Banner[];
  canSort: boolean;
  onReorder: (next: Banner[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // what a screen reader hears while a row moves, in the interface language
  const titleOf = (id: UniqueIdentifier) => order.find((b) => b.id === id)?.title ?? '';
  const placeOf = (id: UniqueIdentifier) => order.findIndex((b) => b.id === id) + 1;
  const accessibility = {
    screenReaderInstructions: { draggable: t('banners.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: UniqueIdentifier } }) =>
        t('banners.dnd.start', { title: titleOf(active.id), place: placeOf(active.id) }),
      onDragOver: ({ active, over }: { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null }) =>
        over ? t('banners.dnd.over', { title: titleOf(active.id), place: placeOf(over.id) }) : undefined,
      onDragEnd: ({ active, over }: { active: { id: UniqueIdentifier }; over: { id: UniqueIdentifier } | null }) =>
        over
          ? t('banners.dnd.end', { title: titleOf(active.id), place: placeOf(over.id) })
          : t('banners.dnd.cancel', { title: titleOf(active.id) }),
      onDragCancel: ({ active }: { active: { id: UniqueIdentifier } }) =>
        t('banners.dnd.cancel', { title: titleOf(active.id) }),
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((b) => b.id === active.id);
    const to = order.findIndex((b) => b.id === over.id);
    onReorder(arrayMove(order, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={order.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        {order.map((banner) => (
          <SortableBannerRow key={banner.id} banner={banner} canSort={canSort} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
