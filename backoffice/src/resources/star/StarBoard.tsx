/**
 * /admin/star — what the home page features, in order. Add a talent or a menu (optionally only
 * between two dates), drag the rows into the order the home page shows them (with a mouse, or
 * with the keyboard: focus the handle, Space, arrow keys, Space) or move one a place up or down
 * with its arrow buttons (on a phone, where dragging fights scrolling), remove one.
 *
 * Reordering writes `position` 1…n on the rows whose position changed; the home page reads
 * stars by `position` (site/src/lib/home.ts) and skips those outside their dates.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import {
  AutocompleteInput,
  CreateBase,
  DateTimeInput,
  Form,
  FormDataConsumer,
  Loading,
  ReferenceInput,
  SaveButton,
  SelectInput,
  Title,
  required,
  useBasename,
  useDataProvider,
  useDelete,
  useGetList,
  useGetMany,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatDateTime } from '../../components/dates';
import { starKindChoices } from '../../components/choices';
import { positionChanges } from './order';

type Star = RaRecord & {
  kind: 'talent' | 'menu';
  talentId: string | null;
  menuId: string | null;
  position: number;
  startsAt: string | null;
  endsAt: string | null;
};

function useStars() {
  return useGetList<Star>('star', { filter: {}, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 200 } });
}

type StarRowProps = {
  star: Star;
  index: number;
  name: string;
  /** Move the row a place up or down; undefined where it cannot go (first, last) or while a move is saved. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
};

function StarRow({ star, index, name, onMoveUp, onMoveDown }: StarRowProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: star.id });
  const now = Date.now();
  const live = (!star.startsAt || Date.parse(star.startsAt) <= now) && (!star.endsAt || Date.parse(star.endsAt) > now);
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid="star-row"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : 'auto',
        position: 'relative',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate('mixbuddy.star.dragHandle', { name })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        size="small"
      >
        <DragIndicatorIcon />
      </IconButton>
      <Typography sx={{ width: 28, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} color="text.secondary">
        {index + 1}.
      </Typography>
      <Chip size="small" label={translate(`mixbuddy.kind.${star.kind}`)} color={star.kind === 'menu' ? 'primary' : 'secondary'} />
      <Typography sx={{ flex: 1, minWidth: 0 }} noWrap data-testid="star-name">
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {star.startsAt || star.endsAt
          ? translate('mixbuddy.star.period', { from: formatDateTime(star.startsAt) || '…', to: formatDateTime(star.endsAt) || '…' })
          : translate('mixbuddy.star.always')}
      </Typography>
      {live ? null : <Chip size="small" variant="outlined" label={translate('mixbuddy.star.notLive')} />}
      <IconButton size="small" disabled={!onMoveUp} onClick={onMoveUp} aria-label={translate('mixbuddy.star.moveUp', { name })}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" disabled={!onMoveDown} onClick={onMoveDown} aria-label={translate('mixbuddy.star.moveDown', { name })}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        component={Link}
        to={`${basename}/star/${encodeURIComponent(star.id)}`}
        size="small"
        aria-label={translate('ra.action.edit')}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        disabled={isPending}
        aria-label={translate('mixbuddy.star.remove', { name })}
        onClick={() =>
          remove(
            'star',
            { id: star.id, previousData: star },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify('mixbuddy.star.removed', { type: 'success' }),
              onError: (e) => notify((e as Error).message, { type: 'error' }),
            },
          )
        }
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

function AddStar({ nextPosition }: { nextPosition: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const validate = (values: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    if (values.kind === 'talent' && !values.talentId) errors.talentId = 'ra.validation.required';
    if (values.kind === 'menu' && !values.menuId) errors.menuId = 'ra.validation.required';
    if (values.startsAt && values.endsAt && Date.parse(String(values.endsAt)) <= Date.parse(String(values.startsAt))) {
      errors.endsAt = 'mixbuddy.star.endBeforeStart';
    }
    return errors;
  };
  return (
    <CreateBase
      resource="star"
      redirect={false}
      transform={(data: Record<string, unknown>) => ({
        ...data,
        talentId: data.kind === 'talent' ? data.talentId : null,
        menuId: data.kind === 'menu' ? data.menuId : null,
        position: nextPosition,
      })}
      mutationOptions={{
        onSuccess: () => notify('mixbuddy.star.added', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      }}
    >
      <Form defaultValues={{ kind: 'menu' }} validate={validate}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <SelectInput source="kind" choices={starKindChoices} validate={required()} sx={{ minWidth: 120 }} />
          <FormDataConsumer>
            {({ formData }) =>
              formData.kind === 'talent' ? (
                <ReferenceInput source="talentId" reference="talents">
                  <AutocompleteInput optionText="displayName" sx={{ minWidth: 180 }} />
                </ReferenceInput>
              ) : (
                <ReferenceInput source="menuId" reference="menus" filter={{ status: 'published' }}>
                  <AutocompleteInput optionText="title" sx={{ minWidth: 180 }} />
                </ReferenceInput>
              )
            }
          </FormDataConsumer>
          {/* Narrower than before and allowed to shrink, so the one row fits 1280 px beside the menu
              (the page scrolled sideways). One row, not wrapped: the list stays where it was. */}
          <DateTimeInput source="startsAt" sx={{ minWidth: 0, flex: '1 1 10rem' }} />
          <DateTimeInput source="endsAt" sx={{ minWidth: 0, flex: '1 1 10rem' }} />
          <Box sx={{ pt: 1 }}>
            <SaveButton label="mixbuddy.star.add" alwaysEnable={false} />
          </Box>
        </Stack>
      </Form>
    </CreateBase>
  );
}

export default function StarBoard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { data = [], isPending, error, refetch } = useStars();
  const [order, setOrder] = useState<Star[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setOrder(data), [data]);

  const talentIds = useMemo(() => order.map((s) => s.talentId).filter((id): id is string => Boolean(id)), [order]);
  const menuIds = useMemo(() => order.map((s) => s.menuId).filter((id): id is string => Boolean(id)), [order]);
  const { data: talents = [] } = useGetMany('talents', { ids: talentIds }, { enabled: talentIds.length > 0 });
  const { data: menus = [] } = useGetMany('menus', { ids: menuIds }, { enabled: menuIds.length > 0 });
  const nameOf = (star: Star) =>
    (star.kind === 'talent' ? talents.find((t) => t.id === star.talentId)?.displayName : menus.find((m) => m.id === star.menuId)?.title) ??
    '—';

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // dnd-kit's screen-reader texts are English by default: the Danish ones, with the row's name and place.
  const said = (key: string, id: UniqueIdentifier, overId?: UniqueIdentifier) => {
    const star = order.find((s) => s.id === id);
    const position = order.findIndex((s) => s.id === (overId ?? id)) + 1;
    return translate(`mixbuddy.star.${key}`, { name: star ? nameOf(star) : '', position, count: order.length });
  };
  const accessibility = {
    screenReaderInstructions: { draggable: translate('mixbuddy.star.dragInstructions') },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => said('pickedUp', active.id),
      // Over its own place (right after the pick-up) the pick-up stays the last thing said.
      onDragOver: ({ active, over }: DragOverEvent) => (over && over.id !== active.id ? said('movedOver', active.id, over.id) : undefined),
      onDragEnd: ({ active, over }: DragEndEvent) => (over ? said('dropped', active.id, over.id) : undefined),
      onDragCancel: ({ active }: DragCancelEvent) => said('cancelled', active.id),
    },
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    return move(
      order.findIndex((s) => s.id === active.id),
      order.findIndex((s) => s.id === over.id),
    );
  }

  /** The row at `from` goes to `to` (a drop, or an arrow button); the changed positions are saved. */
  async function move(from: number, to: number) {
    const before = order;
    const moved = arrayMove(order, from, to);
    setOrder(moved);
    setSaving(true);
    try {
      await Promise.all(
        positionChanges(moved).map(({ star, position }) =>
          dataProvider.update('star', { id: star.id, data: { ...star, position }, previousData: star }),
        ),
      );
      notify('mixbuddy.star.reordered', { type: 'success' });
      await refetch();
    } catch (e) {
      setOrder(before);
      notify((e as Error).message, { type: 'error' });
      await refetch();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('resources.star.name', { smart_count: 2 })} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('mixbuddy.star.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('mixbuddy.star.lead')}
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('mixbuddy.star.addTitle')}
          </Typography>
          <AddStar nextPosition={(order.at(-1)?.position ?? 0) + 1} />
        </CardContent>
      </Card>
      {isPending ? <Loading /> : null}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      {!isPending && !order.length ? <Typography color="text.secondary">{translate('mixbuddy.star.empty')}</Typography> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={order.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <Stack
            component="ol"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={translate('mixbuddy.star.title')}
            aria-busy={saving}
          >
            {order.map((star, index) => (
              <StarRow
                key={star.id}
                star={star}
                index={index}
                name={nameOf(star)}
                onMoveUp={index > 0 && !saving ? () => move(index, index - 1) : undefined}
                onMoveDown={index < order.length - 1 && !saving ? () => move(index, index + 1) : undefined}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Box sx={{ mt: 2 }}>
        <Button href="/" target="_blank" size="small" rel="noopener">
          {translate('mixbuddy.star.seeHome')}
        </Button>
      </Box>
    </Box>
  );
}
