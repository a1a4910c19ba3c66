/**
 * Approve or reject a talent waiting for review — each a custom mutation (`approveTalent`,
 * `rejectTalent`) that runs the vetting domain on the server: it verifies the talent, publishes
 * or returns their waiting menus and emails them. The browser never writes `verifiedAt` here.
 * Each dialog names the talent and shows the email they will get (TalentDecisions.tsx).
 */
import { Stack } from '@mui/material';
import { useGetOne, useRecordContext } from 'react-admin';
import { ApproveTalentButton, RejectTalentButton } from './TalentDecisions';

export function VettingActions() {
  const record = useRecordContext();
  const user = useGetOne('users', { id: record?.userId }, { enabled: Boolean(record?.userId) }).data;
  if (!record || record.verifiedAt) return null;
  const talent = {
    profileId: String(record.id),
    displayName: String(record.displayName ?? ''),
    name: String(user?.name ?? record.displayName ?? ''),
    email: String(user?.email ?? ''),
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} onClick={(event) => event.stopPropagation()}>
      <ApproveTalentButton talent={talent} />
      <RejectTalentButton talent={talent} />
    </Stack>
  );
}
