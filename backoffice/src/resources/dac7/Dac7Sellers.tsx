/**
 * A year's DAC7 sellers and totals: from 600 px a table with a column per quarter; on a phone one
 * card per seller (name, CPR/CVR, the year's figures, then each quarter) and a card with the totals,
 * so nothing scrolls sideways at 360 px.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatOre } from '../../components/money';
import { useIsPhone } from '../../components/ResponsiveList';

export type Quarter = { consideration: number; activities: number; fees: number; taxes: number };
export type Seller = {
  talentId: string;
  quarters: Quarter[];
  total: Quarter;
  identity: { name: string; kind: string; hasInformation: boolean; taxNumberMasked: string; cvr: string };
};
export type Message = {
  messageRefId: string;
  messageTypeIndic: string;
  status: string;
  correctsMessageRefId: string;
  sellers: unknown[];
  createdAt: string;
  filedAt: string | null;
};
export type Overview = { year: number; sellers: Seller[]; total: Quarter[]; messages: Message[] };

const yearOf = (quarters: Quarter[]): Quarter =>
  quarters.reduce(
    (sum, q) => ({
      consideration: sum.consideration + q.consideration,
      activities: sum.activities + q.activities,
      fees: sum.fees + q.fees,
      taxes: sum.taxes + q.taxes,
    }),
    { consideration: 0, activities: 0, fees: 0, taxes: 0 },
  );

function useFigures() {
  const translate = useTranslate();
  return (q: Quarter) =>
    translate('mixbuddy.dac7.figures', { consideration: formatOre(q.consideration), smart_count: q.activities, fees: formatOre(q.fees) });
}

function SellerName({ seller }: { seller: Seller }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {seller.identity.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {seller.identity.kind === 'business' ? `CVR ${seller.identity.cvr}` : seller.identity.taxNumberMasked}
      </Typography>
      {!seller.identity.hasInformation && <Chip size="small" color="warning" label={translate('mixbuddy.dac7.missing')} sx={{ ml: 1 }} />}
    </>
  );
}

/** One card: a title, the year's figures, and each quarter's. */
function FiguresCard({ title, quarters, testId }: { title: ReactNode; quarters: Quarter[]; testId: string }) {
  const translate = useTranslate();
  const figures = useFigures();
  return (
    <Card variant="outlined" component="li" data-testid={testId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        {title}
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>{translate('mixbuddy.dac7.total')}:</strong> {figures(yearOf(quarters))}
        </Typography>
        {quarters.map((q, i) => (
          <Typography key={i} variant="body2" color="text.secondary">
            {translate('mixbuddy.dac7.quarter', { quarter: i + 1 })}: {figures(q)}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

export function Dac7Sellers({ overview }: { overview: Overview }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const title = translate('mixbuddy.dac7.title');
  if (overview.sellers.length === 0)
    return <Typography variant="body2">{translate('mixbuddy.dac7.none', { year: overview.year })}</Typography>;
  if (isPhone)
    return (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={title}>
        {overview.sellers.map((seller) => (
          <FiguresCard key={seller.talentId} title={<SellerName seller={seller} />} quarters={seller.quarters} testId="dac7-seller" />
        ))}
        <FiguresCard
          title={
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('mixbuddy.dac7.total')}
            </Typography>
          }
          quarters={overview.total}
          testId="dac7-total"
        />
      </Stack>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('mixbuddy.dac7.seller')}</TableCell>
            {[1, 2, 3, 4].map((q) => (
              <TableCell key={q} align="right">{`Q${q}`}</TableCell>
            ))}
            <TableCell align="right">{translate('mixbuddy.dac7.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {overview.sellers.map((seller) => (
            <TableRow key={seller.talentId} data-testid="dac7-seller">
              <TableCell>
                <SellerName seller={seller} />
              </TableCell>
              {[...seller.quarters, seller.total].map((q, i) => (
                <TableCell key={i} align="right">
                  {formatOre(q.consideration)}
                  <br />
                  <Typography variant="caption" color="text.secondary">
                    {`${q.activities} ${translate('mixbuddy.dac7.activities').toLowerCase()} · ${translate('mixbuddy.dac7.fees').toLowerCase()} ${formatOre(q.fees)}`}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow data-testid="dac7-total">
            <TableCell>
              <strong>{translate('mixbuddy.dac7.total')}</strong>
            </TableCell>
            {[...overview.total, yearOf(overview.total)].map((q, i) => (
              <TableCell key={i} align="right">
                <strong>{formatOre(q.consideration)}</strong>
                <br />
                <Typography variant="caption" color="text.secondary">{`${q.activities} · ${formatOre(q.fees)}`}</Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
