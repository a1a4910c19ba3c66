/**
 * The messages of one conversation, oldest first, with moderation: an admin hides a message
 * (sets `Message.hiddenAt`, a field only admins may write — Keystone refuses everyone else) and
 * the participants then read "Beskeden er fjernet af MixBuddy" instead of its body. The row is
 * kept as evidence; the admin still sees the original text and can show it again.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Confirm, useGetList, useGetMany, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { formatDateTime } from '../../components/dates';

function HideToggle({ message }: { message: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [confirming, setConfirming] = useState(false);
  const hidden = Boolean(message.hiddenAt);

  const save = (hiddenAt: string | null) =>
    update(
      'chat-messages',
      { id: message.id, data: { hiddenAt }, previousData: message },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(hiddenAt ? 'mixbuddy.thread.hidden' : 'mixbuddy.thread.shown', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  if (hidden) {
    return (
      <Button size="small" startIcon={<VisibilityIcon />} disabled={isPending} onClick={() => save(null)}>
        {translate('mixbuddy.thread.show')}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" color="error" startIcon={<VisibilityOffIcon />} disabled={isPending} onClick={() => setConfirming(true)}>
        {translate('mixbuddy.thread.hide')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="mixbuddy.thread.confirmTitle"
        content="mixbuddy.thread.confirmBody"
        confirm="mixbuddy.thread.hide"
        onConfirm={() => {
          setConfirming(false);
          save(new Date().toISOString());
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export function Thread({ conversationId }: { conversationId: string }) {
  const translate = useTranslate();
  const {
    data: messages = [],
    isPending,
    error,
  } = useGetList('chat-messages', {
    filter: { conversationId },
    sort: { field: 'createdAt', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  const senderIds = [...new Set(messages.map((m) => m.senderId).filter(Boolean))];
  const { data: senders = [] } = useGetMany('users', { ids: senderIds }, { enabled: senderIds.length > 0 });
  const nameOf = (id: string) => senders.find((s) => s.id === id)?.name ?? '—';

  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!messages.length) return <Typography color="text.secondary">{translate('mixbuddy.thread.empty')}</Typography>;

  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('mixbuddy.thread.title')}>
      {messages.map((message) => (
        <Paper
          component="li"
          key={message.id}
          variant="outlined"
          sx={{ p: 1.5, opacity: message.hiddenAt ? 0.75 : 1 }}
          data-testid="thread-message"
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="span">
              {nameOf(message.senderId)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </Typography>
            {message.hiddenAt ? (
              <Chip size="small" color="warning" label={translate('mixbuddy.thread.hiddenAt', { at: formatDateTime(message.hiddenAt) })} />
            ) : null}
            <Box sx={{ flex: 1 }} />
            <HideToggle message={message} />
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap', textDecoration: message.hiddenAt ? 'line-through' : 'none' }}>
            {message.body}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
