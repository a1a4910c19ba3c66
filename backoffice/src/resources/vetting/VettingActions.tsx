/**
 * Approve or reject a talent waiting for review — each a custom mutation (`approveTalent`,
 * `rejectTalent`) that runs the vetting domain on the server: it verifies the talent, publishes
 * or returns their waiting menus and emails them. The browser never writes `verifiedAt` here.
 */
import { Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../actions/ActionButton';
import { documents } from '../../actions/documents';

export function VettingActions() {
  const record = useRecordContext();
  if (!record || record.verifiedAt) return null;
  const id = String(record.id);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} onClick={(event) => event.stopPropagation()}>
      <ActionButton
        label="mixbuddy.vetting.approve"
        confirm="mixbuddy.vetting.approveConfirm"
        document={documents.approveTalent}
        variables={{ id }}
        success="mixbuddy.vetting.approved"
        color="success"
        variant="contained"
        icon={<CheckIcon />}
      />
      <ActionButton
        label="mixbuddy.vetting.reject"
        confirm="mixbuddy.vetting.rejectConfirm"
        document={documents.rejectTalent}
        variables={{ id }}
        input={{ name: 'reason', label: 'resources.vetting.fields.vettingRejectionReason', multiline: true }}
        success="mixbuddy.vetting.rejected"
        color="error"
        variant="text"
        icon={<CloseIcon />}
      />
    </Stack>
  );
}
