/**
 * An email as it will be sent, shown in an action's dialog before the admin confirms: the
 * recipient, the subject and the plain text (written by the same text functions the domain
 * sends with: cms/copy/email-layout.ts, cms/domain/booking/email-text.ts …).
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function EmailPreview({ to, subject, text }: { to: string; subject: string; text: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="figure"
      aria-label={translate('mixbuddy.email.previewTo', { to })}
      sx={{ m: 0, mt: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box component="figcaption" sx={{ px: 1.5, py: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}>
        <Typography variant="body2">
          <strong>{translate('mixbuddy.email.to')}:</strong> {to}
        </Typography>
        <Typography variant="body2">
          <strong>{translate('mixbuddy.email.subject')}:</strong> {subject}
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
        {text}
      </Typography>
    </Box>
  );
}
