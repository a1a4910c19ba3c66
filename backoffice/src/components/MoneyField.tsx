/**
 * Shows an integer øre field in kroner. The one money field of the back office.
 *
 *   <MoneyField source="totalAmount" />
 */
import { Typography, type TypographyProps } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatOre } from './money';

export type MoneyFieldProps = FieldProps & Pick<TypographyProps, 'variant' | 'sx'>;

export function MoneyField({ variant = 'body2', sx, ...props }: MoneyFieldProps) {
  const value = useFieldValue(props) as number | null | undefined;
  return (
    <Typography component="span" variant={variant} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...sx }}>
      {formatOre(value)}
    </Typography>
  );
}

// Right-aligned in tables, like numbers.
MoneyField.textAlign = 'right' as const;
