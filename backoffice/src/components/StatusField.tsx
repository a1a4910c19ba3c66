/** A status / role / kind value as a small translated chip. */
import { Chip } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

const colours: Record<string, 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info'> = {
  requested: 'warning',
  accepted: 'info',
  approved: 'info',
  paid: 'success',
  completed: 'success',
  declined: 'error',
  rejected: 'error',
  expired: 'default',
  cancelled: 'default',
  refunded: 'default',
  admin: 'primary',
  published: 'success',
  draft: 'default',
  pending: 'warning',
  archived: 'default',
};

export function StatusField({
  prefix = 'status',
  ...props
}: FieldProps & { prefix?: 'status' | 'payoffStatus' | 'role' | 'kind' | 'menuStatus' }) {
  const value = useFieldValue(props) as string | null | undefined;
  const translate = useTranslate();
  if (!value) return null;
  return <Chip size="small" color={colours[value] ?? 'default'} label={translate(`mixbuddy.${prefix}.${value}`, { _: value })} />;
}
