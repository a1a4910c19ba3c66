/**
 * Payoff actions — approve, mark paid with the bank's reference, reject with a reason — each a
 * custom mutation that runs the wallet domain on the server (money moves only there), and the
 * export of approved payoffs as a bank-transfer CSV file (bankCsv.ts). Each dialog names the
 * talent and the amount, and shows the talent's email as it will be sent (cms/copy/payoff-emails.ts).
 */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import PaidIcon from '@mui/icons-material/Paid';
import { useDataProvider, useGetOne, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { emailText } from '../../../../cms/copy/email-layout';
import { ActionButton } from '../../actions/ActionButton';
import { EmailPreview, type EmailCopy } from '../../actions/EmailPreview';
import { documents } from '../../actions/documents';
import { formatOre } from '../../components/money';
import { config } from '../../config';
import type { AppDataProvider } from '../../providers';
import type { BankTransfer } from './bankCsv';

/** The payoff's talent (public name), their account (name, email) and masked bank account. */
function usePayee(talentId: unknown) {
  const talent = useGetOne('talents', { id: talentId }, { enabled: Boolean(talentId) }).data;
  const user = useGetOne('users', { id: talent?.userId }, { enabled: Boolean(talent?.userId) }).data;
  const account = useGetOne('bank-accounts', { id: talent?.bankAccountId }, { enabled: Boolean(talent?.bankAccountId) }).data;
  return {
    talent: String(talent?.displayName ?? user?.name ?? ''),
    name: String(user?.name ?? talent?.displayName ?? ''),
    email: String(user?.email ?? ''),
    account: account ? `${account.registrationNumber ?? ''} ${account.maskedAccountNumber ?? ''}`.trim() : '—',
  };
}

export function PayoffActions() {
  const record = useRecordContext();
  const payee = usePayee(record?.talentId);
  if (!record) return null;
  const id = String(record.id);
  const payoff = { id, amount: Number(record.amount) };
  const args = { talent: payee.talent, amount: formatOre(payoff.amount), account: payee.account };
  type PayoffEmail = { subject: string; parts: Parameters<typeof emailText>[0] };
  const preview = (write: (parts: EmailCopy['payoffEmailParts']) => PayoffEmail) =>
    payee.email ? (
      <EmailPreview
        to={`${payee.name} <${payee.email}>`}
        write={(copy) => {
          const email = write(copy.payoffEmailParts);
          return { subject: email.subject, text: copy.emailText(email.parts) };
        }}
      />
    ) : null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} onClick={(event) => event.stopPropagation()}>
      {record.status === 'requested' ? (
        <ActionButton
          label="mixbuddy.payoff.approve"
          confirm="mixbuddy.payoff.approveConfirm"
          confirmArgs={args}
          preview={() => preview((parts) => parts.approved(payee.name, payoff, config.publicUrl))}
          document={documents.approvePayoff}
          variables={{ id }}
          success="mixbuddy.payoff.approved"
          color="primary"
          icon={<CheckIcon />}
        />
      ) : null}
      {record.status === 'approved' ? (
        <ActionButton
          label="mixbuddy.payoff.pay"
          confirm="mixbuddy.payoff.payConfirm"
          confirmArgs={args}
          preview={(reference) => preview((parts) => parts.paid(payee.name, payoff, reference, config.publicUrl))}
          document={documents.payPayoff}
          variables={{ id }}
          input={{ name: 'bankReference', label: 'resources.payoffs.fields.bankReference' }}
          success="mixbuddy.payoff.paid"
          color="success"
          variant="contained"
          icon={<PaidIcon />}
        />
      ) : null}
      {/* Approving moves the money to talent_payout, so only a request can still be rejected. */}
      {record.status === 'requested' ? (
        <ActionButton
          label="mixbuddy.payoff.reject"
          confirm="mixbuddy.payoff.rejectConfirm"
          confirmArgs={args}
          preview={(reason) => preview((parts) => parts.rejected(payee.name, payoff, reason, config.publicUrl))}
          document={documents.rejectPayoff}
          variables={{ id }}
          input={{ name: 'reason', label: 'resources.payoffs.fields.rejectionReason', multiline: true }}
          success="mixbuddy.payoff.rejected"
          color="error"
          variant="text"
          icon={<CloseIcon />}
        />
      ) : null}
    </Stack>
  );
}

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** All approved payoffs (not only the page on screen) → mixbuddy-udbetalinger-YYYY-MM-DD.csv. */
export function ExportApprovedButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      const { data: payoffs } = await dataProvider.getList('payoffs', {
        filter: { status: 'approved' },
        sort: { field: 'createdAt', order: 'ASC' },
        pagination: { page: 1, perPage: 1000 },
      });
      if (!payoffs.length) {
        notify('mixbuddy.payoff.nothingToExport', { type: 'info' });
        return;
      }
      const talentIds = [...new Set(payoffs.map((p) => p.talentId).filter(Boolean))];
      const { data: talents } = await dataProvider.getMany('talents', { ids: talentIds });
      const accountIds = talents.map((t) => t.bankAccountId).filter(Boolean);
      const { data: accounts } = await dataProvider.getMany('bank-accounts', { ids: accountIds });
      const transfers: BankTransfer[] = [];
      const missing: string[] = [];
      for (const payoff of payoffs) {
        const talent = talents.find((t) => t.id === payoff.talentId);
        const account = accounts.find((a) => a.id === talent?.bankAccountId);
        if (!account?.accountNumber) {
          missing.push(talent?.displayName ?? payoff.id);
          continue;
        }
        transfers.push({
          payoffId: String(payoff.id),
          amount: payoff.amount,
          registrationNumber: account.registrationNumber,
          accountNumber: account.accountNumber,
        });
      }
      if (transfers.length) {
        // The CSV writer is fetched for the download, not with the payoff lists.
        const { bankTransferCsv } = await import('./bankCsv');
        download(`mixbuddy-udbetalinger-${new Date().toISOString().slice(0, 10)}.csv`, bankTransferCsv(transfers));
      }
      if (missing.length) notify('mixbuddy.payoff.missingBank', { type: 'warning', messageArgs: { names: missing.join(', ') } });
      else notify('mixbuddy.payoff.exported', { type: 'success', messageArgs: { smart_count: transfers.length } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={busy}>
      {translate('mixbuddy.payoff.export')}
    </Button>
  );
}
