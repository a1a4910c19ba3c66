/**
 * What belongs beside a support request: the answers sent so far (its history, SupportReply),
 * a "Svar" button that emails a new answer (`replyToSupportRequest`, cms/domain/support.ts), and
 * a link to the person's bookings — by the account that sent it, or else the account with its email.
 */
import { Box, Button, Stack } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  DataTable,
  Labeled,
  ReferenceField,
  ReferenceManyField,
  TextField,
  useBasename,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ActionButton } from '../../actions/ActionButton';
import { EmailPreview } from '../../actions/EmailPreview';
import { formatDateTime } from '../../../../cms/domain/time';
import { config } from '../../config';
import { documents } from '../../actions/documents';
import { DateTimeField } from '../../components/DateTimeField';
import { UserLink } from '../../components/links';

/** The account behind the request: the signed-in sender, else the one registered with its email. */
function usePerson(): { id?: string; role?: string } {
  const record = useRecordContext();
  const byEmail = useGetList(
    'users',
    { filter: { email: String(record?.email ?? '') }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'ASC' } },
    { enabled: Boolean(record?.email) },
  );
  const found = byEmail.data?.[0];
  const id = (record?.userId as string | null | undefined) ?? (found?.id as string | undefined);
  const role = found && found.id === id ? String(found.role) : undefined;
  return { id, role };
}

export function PersonBookingsLink() {
  const translate = useTranslate();
  const basename = useBasename();
  const person = usePerson();
  if (!person.id)
    return (
      <Labeled label="resources.support.fields.userId">
        <span>{translate('mixbuddy.support.noUser')}</span>
      </Labeled>
    );
  const tab = person.role === 'talent' ? 'talent-bookings' : 'bookings';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Labeled label="resources.support.fields.userId">
        <ReferenceField source="userId" reference="users" record={{ id: '', userId: person.id }} link={false} />
      </Labeled>
      <Button component={Link} to={`${basename}/users/${encodeURIComponent(person.id)}/${tab}`} size="small" startIcon={<EventNoteIcon />}>
        {translate('mixbuddy.support.bookings')}
      </Button>
    </Stack>
  );
}

export function SupportReplies() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Labeled label="mixbuddy.support.history" fullWidth>
        <ReferenceManyField
          reference="support-replies"
          target="requestId"
          sort={{ field: 'createdAt', order: 'ASC' }}
          perPage={100}
          empty={<span>{translate('mixbuddy.support.noReplies')}</span>}
        >
          {/* The replies scroll in their own box on a narrow screen (WCAG 1.4.10 allows it for tables). */}
          <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="createdAt" field={DateTimeField} />
              <DataTable.Col source="authorId">
                <UserLink source="authorId" />
              </DataTable.Col>
              <DataTable.Col source="sentTo" field={TextField} />
              <DataTable.Col source="body">
                <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
              </DataTable.Col>
            </DataTable>
          </Box>
        </ReferenceManyField>
      </Labeled>
      <div>
        <ActionButton
          label="mixbuddy.support.reply"
          confirm="mixbuddy.support.replyConfirm"
          confirmArgs={{ name: String(record.name ?? ''), email: String(record.email ?? '') }}
          preview={(body) => (
            <EmailPreview
              to={`${String(record.name ?? '')} <${String(record.email ?? '')}>`}
              write={(copy) => ({
                subject: copy.supportReplySubject,
                text: copy.emailText(
                  copy.supportReplyParts(
                    body,
                    { sentAt: formatDateTime(record.createdAt) },
                    new URL('/support', config.publicUrl).toString(),
                  ),
                ),
              })}
            />
          )}
          document={documents.replyToSupportRequest}
          variables={{ requestId: String(record.id) }}
          input={{ name: 'body', label: 'mixbuddy.support.replyLabel', multiline: true, maxLength: 5000 }}
          success="mixbuddy.support.replied"
          variant="contained"
          icon={<ReplyIcon />}
        />
      </div>
    </Stack>
  );
}
