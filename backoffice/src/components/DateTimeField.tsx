/**
 * A date (and time) in the back office's one format, the domain's: "3. maj 2026 kl. 18.30"
 * (or "3. maj 2026" with `showTime={false}`), in Europe/Copenhagen whatever the admin's own zone.
 */
import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { formatDateTime, formatDay } from './dates';

export type DateTimeFieldProps = FieldProps & { showTime?: boolean; emptyText?: string };

export function DateTimeField({ showTime = true, emptyText, ...props }: DateTimeFieldProps) {
  const value = useFieldValue(props) as string | Date | null | undefined;
  const translate = useTranslate();
  const text = showTime ? formatDateTime(value) : formatDay(value);
  return (
    <Typography component="span" variant="body2">
      {text || (emptyText ? translate(emptyText, { _: emptyText }) : '')}
    </Typography>
  );
}
