/**
 * An email as it will be sent, shown in an action's dialog before the admin confirms: the
 * recipient, the subject and the plain text, written by `write` with the same text functions the
 * domain sends with (emailCopy.ts: cms/copy/email-layout.ts, cms/domain/booking/email-text.ts …).
 * Those are fetched when the first preview opens, so the lists do not carry them.
 */
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type EmailCopy = typeof import('./emailCopy');
export type WrittenEmail = { subject: string; text: string };

let loaded: EmailCopy | undefined;
let loading: Promise<EmailCopy> | undefined;
const loadCopy = () =>
  (loading ??= import('./emailCopy').then(
    (copy) => (loaded = copy),
    (error: unknown) => {
      loading = undefined; // a failed download is tried again by the next preview
      throw error;
    },
  ));

/** The text functions, once fetched; `failed` when they could not be. */
function useEmailCopy() {
  const [state, setState] = useState<{ copy?: EmailCopy; failed?: boolean }>({ copy: loaded });
  useEffect(() => {
    if (state.copy) return;
    let live = true;
    loadCopy().then(
      (copy) => live && setState({ copy }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [state.copy]);
  return state;
}

export function EmailPreview({ to, write }: { to: string; write: (copy: EmailCopy) => WrittenEmail }) {
  const translate = useTranslate();
  const { copy, failed } = useEmailCopy();
  const email = copy ? write(copy) : undefined;
  return (
    <Box
      component="figure"
      aria-label={translate('mixbuddy.email.previewTo', { to })}
      aria-busy={!email && !failed}
      sx={{ m: 0, mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box component="figcaption" sx={{ px: 1.5, py: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>
        <Typography variant="body2">
          <strong>{translate('mixbuddy.email.to')}:</strong> {to}
        </Typography>
        <Typography variant="body2">
          <strong>{translate('mixbuddy.email.subject')}:</strong> {email?.subject ?? '…'}
        </Typography>
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{
          m: 0,
          px: 1.5,
          py: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          maxHeight: 260,
          overflowY: 'auto',
        }}
        tabIndex={0}
      >
        {email?.text ?? translate(failed ? 'mixbuddy.email.previewFailed' : 'mixbuddy.email.previewLoading')}
      </Typography>
    </Box>
  );
}
