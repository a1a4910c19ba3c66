/** A conversation's subject with its day written the Danish way (cms/domain/messaging/title.ts), never ISO. */
import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { conversationTitle } from '../../../cms/domain/messaging/title';

export function ConversationTitleField(props: FieldProps) {
  const value = useFieldValue(props) as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {value ? conversationTitle(value) : '—'}
    </Typography>
  );
}
