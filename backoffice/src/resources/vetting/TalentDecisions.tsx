/**
 * The vetting decisions on one talent — approve, reject with a reason, withdraw an approval — as
 * buttons whose dialog names the talent (their public name, their account's name and email) and
 * shows the email they will get, written by the same text function the domain sends with
 * (cms/copy/vetting.ts). Used by the review queue and by a talent's user page ("Bekræft talent").
 */
import type { ReactNode } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { VettingEmailKind } from '../../../../cms/copy/vetting';
import { ActionButton } from '../../actions/ActionButton';
import { EmailPreview } from '../../actions/EmailPreview';
import { documents } from '../../actions/documents';
import { config } from '../../config';

/** Who a decision is about: the talent profile's id and public name, and their account. */
export type VettingTalent = { profileId: string; displayName: string; name: string; email: string };

function args(talent: VettingTalent) {
  return { talent: talent.displayName || talent.name, name: talent.name, email: talent.email };
}

function preview(talent: VettingTalent, kind: VettingEmailKind, reason = ''): ReactNode {
  if (!talent.email) return null;
  return (
    <EmailPreview
      to={`${talent.name} <${talent.email}>`}
      write={(copy) => copy.vettingEmail(kind, talent.name, config.publicUrl, reason)}
    />
  );
}

export function ApproveTalentButton({
  talent,
  label = 'mixbuddy.vetting.approve',
  success = 'mixbuddy.vetting.approved',
  icon = <CheckIcon />,
}: {
  talent: VettingTalent;
  label?: string;
  success?: string;
  icon?: ReactNode;
}) {
  return (
    <ActionButton
      label={label}
      confirm="mixbuddy.vetting.approveConfirm"
      confirmArgs={args(talent)}
      preview={() => preview(talent, 'approved')}
      document={documents.approveTalent}
      variables={{ id: talent.profileId }}
      success={success}
      color="success"
      variant="contained"
      icon={icon}
    />
  );
}

export function RejectTalentButton({ talent }: { talent: VettingTalent }) {
  return (
    <ActionButton
      label="mixbuddy.vetting.reject"
      confirm="mixbuddy.vetting.rejectConfirm"
      confirmArgs={args(talent)}
      preview={(reason) => preview(talent, 'rejected', reason)}
      document={documents.rejectTalent}
      variables={{ id: talent.profileId }}
      input={{ name: 'reason', label: 'resources.vetting.fields.vettingRejectionReason', multiline: true, maxLength: 2000 }}
      success="mixbuddy.vetting.rejected"
      color="error"
      variant="text"
      icon={<CloseIcon />}
    />
  );
}

export function WithdrawApprovalButton({ talent }: { talent: VettingTalent }) {
  return (
    <ActionButton
      label="mixbuddy.user.removeVerification"
      confirm="mixbuddy.user.removeVerificationConfirm"
      confirmArgs={args(talent)}
      preview={() => preview(talent, 'withdrawn')}
      document={documents.withdrawTalentApproval}
      variables={{ id: talent.profileId }}
      success="mixbuddy.user.unverified"
      color="success"
      variant="text"
      icon={<VerifiedIcon color="success" />}
    />
  );
}
