/**
 * A button that runs one of MixBuddy's custom GraphQL mutations (a domain operation such as
 * approving a payoff) after the admin confirms, optionally asking for a text first (a bank
 * reference, a reason). The dialog says what will happen, to whom and for how much (`confirm`
 * with its values, `details`), and shows each email as it will be sent (`preview`, rendered
 * from the text typed so far by the same text functions the domain sends with).
 * Success → one notification + refreshed views; failure → the server's Danish message as an
 * error notification, and nothing on screen is changed.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers';

export type ActionButtonProps = {
  label: string;
  /** The dialog's question (an i18n key) and its values (`%{email}`). */
  confirm: string;
  confirmArgs?: Record<string, unknown>;
  /** A fixed GraphQL document; values go in `variables`. */
  document: string;
  variables: Record<string, unknown>;
  /** Ask for a text and send it as this variable (required, trimmed). */
  input?: { name: string; label: string; multiline?: boolean; maxLength?: number };
  success: string;
  color?: 'primary' | 'error' | 'success' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
  icon?: ReactNode;
  onDone?: () => void;
  /** Facts beside the question (who, how much), shown above the input. */
  details?: ReactNode;
  /** The emails the action sends, from the text typed so far (EmailPreview). */
  preview?: (text: string) => ReactNode;
};

export function ActionButton({
  label,
  confirm,
  confirmArgs,
  document,
  variables,
  input,
  success,
  color = 'primary',
  variant = 'outlined',
  icon,
  onDone,
  details,
  preview,
}: ActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const missing = Boolean(input) && text.trim() === '';

  async function run() {
    setBusy(true);
    try {
      await dataProvider.execute(document, { ...variables, ...(input ? { [input.name]: text.trim() } : {}) });
      notify(success, { type: 'success' });
      setOpen(false);
      setText('');
      refresh();
      onDone?.();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" color={color} variant={variant} startIcon={icon} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(confirm, confirmArgs)}</DialogContentText>
          {details}
          {input ? (
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              required
              label={translate(input.label)}
              value={text}
              multiline={input.multiline}
              minRows={input.multiline ? 2 : undefined}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: input.maxLength ?? 500 } }}
            />
          ) : null}
          {preview?.(text.trim())}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button onClick={run} disabled={busy || missing} variant="contained" color={color === 'inherit' ? 'primary' : color}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
