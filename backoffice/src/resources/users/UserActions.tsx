/**
 * Admin actions on one person: block / unblock (`User.blockedAt`), change role (`User.role`),
 * verify a talent (the `approveTalent` mutation, as in the vetting queue) or withdraw that
 * (`withdrawTalentApproval`: the talent's public menus wait for approval again). Each is one only
 * admins may do — Keystone's access refuses everyone else, whatever the browser sends.
 */
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Confirm, useGetOne, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { roleChoices } from '../../components/choices';
import { ApproveTalentButton, WithdrawApprovalButton } from '../vetting/TalentDecisions';

function useSave() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, state] = useUpdate();
  const save = (resource: string, id: string, data: Record<string, unknown>, previousData: Record<string, unknown>, success: string) =>
    update(
      resource,
      { id, data, previousData },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(success, { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return [save, state.isPending] as const;
}

function BlockToggle() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [save, busy] = useSave();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  if (record.blockedAt) {
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<LockOpenIcon />}
        disabled={busy}
        onClick={() => save('users', String(record.id), { blockedAt: null }, record, 'mixbuddy.user.unblocked')}
      >
        {translate('mixbuddy.user.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" variant="outlined" color="error" startIcon={<BlockIcon />} disabled={busy} onClick={() => setConfirming(true)}>
        {translate('mixbuddy.user.block')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="mixbuddy.user.block"
        content="mixbuddy.user.blockConfirm"
        translateOptions={{ name: record.name }}
        onConfirm={() => {
          setConfirming(false);
          save('users', String(record.id), { blockedAt: new Date().toISOString() }, record, 'mixbuddy.user.blocked');
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function RoleChange() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [save, busy] = useSave();
  const [role, setRole] = useState<string>('');
  if (!record) return null;
  const chosen = role || String(record.role);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <MuiTextField
        select
        size="small"
        label={translate('resources.users.fields.role')}
        value={chosen}
        onChange={(event) => setRole(event.target.value)}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { inputProps: { 'aria-label': translate('resources.users.fields.role') } } }}
      >
        {roleChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {translate(choice.name)}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button
        size="small"
        variant="outlined"
        disabled={busy || chosen === record.role}
        onClick={() => save('users', String(record.id), { role: chosen }, record, 'mixbuddy.user.roleChanged')}
      >
        {translate('mixbuddy.user.changeRole')}
      </Button>
    </Stack>
  );
}

function VerifyTalent() {
  const record = useRecordContext();
  const profileId = record?.talentProfileId as string | null | undefined;
  const { data: profile } = useGetOne('talents', { id: profileId ?? '' }, { enabled: Boolean(profileId) });
  if (!record || !profileId || !profile) return null;
  const talent = {
    profileId,
    displayName: String(profile.displayName ?? ''),
    name: String(record.name ?? ''),
    email: String(record.email ?? ''),
  };
  if (profile.verifiedAt) return <WithdrawApprovalButton talent={talent} />;
  // Verifying is approving (vetting): the domain publishes the talent's waiting menus and emails them.
  return <ApproveTalentButton talent={talent} label="mixbuddy.user.verify" success="mixbuddy.user.verified" icon={<VerifiedIcon />} />;
}

export function UserActions() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <VerifyTalent />
      <RoleChange />
      <BlockToggle />
    </Stack>
  );
}
