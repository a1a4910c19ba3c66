/**
 * A back-office list that works on a phone. From 600 px up: the table (`children`). Below:
 * readable rows (`phone`: react-admin's SimpleList, or PhoneCards when a row has actions) and
 * only the search box on screen — the other filters wait behind react-admin's "Filtre" button,
 * so they no longer fill the screen. One empty state for every list (NothingHere).
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Link as MuiLink, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  List,
  RecordContextProvider,
  useListContext,
  useResourceContext,
  useTranslate,
  type ListProps,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { csvExporter } from './exporter';

// noSsr: the first render already knows the width (else a phone first mounts the table, then swaps it).
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
/**
 * Below 900 px: a phone, or a laptop at 200 % zoom (640 px beside the menu). A table inside a page
 * (a booking's payments and ledger, a person's bookings, the failed jobs) no longer fits, so it
 * becomes cards; the lists, with the whole width, keep their table down to 600 px.
 */
export const useIsNarrow = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/** On a phone only the free-text search stays on screen; the rest goes behind the filter button. */
function behindButton(filters: ReactElement[] | undefined) {
  return filters?.map((filter) => {
    const props = filter.props as { source?: string };
    return cloneElement(filter as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: props.source === 'q' });
  });
}

/** "Ingen talenter venter på godkendelse." — or, when filters hide everything, "Intet matcher filtrene. [Ryd filtre]". */
export function NothingHere() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues, setFilters } = useListContext();
  const filtered = filterValues && Object.keys(filterValues).length > 0;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body1">
        {filtered
          ? translate('ra.navigation.no_filtered_results')
          : translate(`resources.${resource}.empty`, { _: translate('ra.page.empty') })}
      </Typography>
      {filtered ? <Button onClick={() => setFilters({}, [])} label="ra.navigation.clear_filters" sx={{ mt: 1 }} /> : null}
    </Box>
  );
}

export type ResponsiveListProps = Omit<ListProps, 'children' | 'filters'> & {
  filters?: ReactElement[];
  /** The rows on a phone. */
  phone: ReactNode;
  /** The table from 600 px up. */
  children: ReactNode;
};

export function ResponsiveList({ filters, phone, children, ...props }: ResponsiveListProps) {
  const isPhone = useIsPhone();
  return (
    <List exporter={csvExporter} filters={isPhone ? behindButton(filters) : filters} empty={<NothingHere />} {...props}>
      {isPhone ? phone : children}
    </List>
  );
}

/**
 * Phone rows that carry actions (approve, reject …) or links (a ledger line's booking), which
 * SimpleList's row links cannot hold: one card per record with a linked title, a few lines and the
 * actions. Every action stays reachable at 360 px. Inside a ReferenceManyField too (an embedded
 * table's rows on a phone); `empty` replaces the list's empty state there.
 */
export function PhoneCards({
  title,
  lines,
  actions,
  to,
  empty,
}: {
  title: (record: RaRecord) => ReactNode;
  lines?: (record: RaRecord) => ReactNode[];
  actions?: ReactNode;
  to?: (record: RaRecord) => string | null;
  empty?: ReactNode;
}) {
  const { data, isPending } = useListContext();
  if (isPending) return null;
  if (!data?.length) return empty ?? <NothingHere />;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {data.map((record) => {
        const path = to?.(record);
        return (
          <li key={record.id}>
            <RecordContextProvider value={record}>
              <Card variant="outlined">
                <CardContent sx={{ pb: 1 }}>
                  <Typography variant="subtitle1" component="p">
                    {path ? (
                      <MuiLink component={Link} to={path}>
                        {title(record)}
                      </MuiLink>
                    ) : (
                      title(record)
                    )}
                  </Typography>
                  {Children.toArray(lines?.(record) ?? []).map((line, i) => (
                    <Typography key={i} variant="body2" color="text.secondary" component="div">
                      {isValidElement(line) ? line : String(line)}
                    </Typography>
                  ))}
                </CardContent>
                {actions ? <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions> : null}
              </Card>
            </RecordContextProvider>
          </li>
        );
      })}
    </Stack>
  );
}
