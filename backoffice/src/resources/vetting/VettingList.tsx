/**
 * The review queue: talent who published for the first time and wait for approval, oldest
 * request first, with their waiting menus (each opens the menu's page, which admins can see) and
 * the actions. Approved and rejected talent leave the queue (the resource's fixed `where`).
 */
import {
  DataTable,
  ReferenceField,
  ReferenceManyField,
  SearchInput,
  SingleFieldList,
  TextField,
  useBasename,
  useRecordContext,
} from 'react-admin';
import { Link } from '@mui/material';
import { DateTimeField } from '../../components/DateTimeField';
import { VettingActions } from './VettingActions';
import { csvExporter } from '../../components/exporter';
import { NothingHere, PhoneCards, ResponsiveList } from '../../components/ResponsiveList';
import { formatDateTime } from '../../components/dates';

/** A waiting menu as a link to its page on the site (a new tab: the queue stays open). */
function MenuLink() {
  const menu = useRecordContext();
  if (!menu) return null;
  return (
    <Link href={`/menu/${menu.id}`} target="_blank" rel="noopener" underline="hover" sx={{ mr: 1 }}>
      {menu.title}
    </Link>
  );
}

function WaitingMenus() {
  return (
    <ReferenceManyField reference="menus" target="talentId" filter={{ status: 'pending' }} perPage={10}>
      <SingleFieldList linkType={false}>
        <MenuLink />
      </SingleFieldList>
    </ReferenceManyField>
  );
}

export default function VettingList() {
  const basename = useBasename();
  return (
    <ResponsiveList
      exporter={csvExporter}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'vettingRequestedAt', order: 'ASC' }}
      perPage={25}
      phone={
        <PhoneCards
          title={(talent) => String(talent.displayName ?? '')}
          to={(talent) => (talent.userId ? `${basename}/users/${encodeURIComponent(String(talent.userId))}` : null)}
          lines={(talent) => [
            [talent.city, formatDateTime(talent.vettingRequestedAt)].filter(Boolean).join(' · '),
            <WaitingMenus key="menus" />,
          ]}
          actions={<VettingActions />}
        />
      }
    >
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NothingHere />}>
        <DataTable.Col source="vettingRequestedAt" field={DateTimeField} />
        <DataTable.Col source="displayName" field={TextField} />
        <DataTable.Col source="userId" disableSort>
          <ReferenceField source="userId" reference="users" link="show">
            <TextField source="email" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="city" field={TextField} />
        <DataTable.Col label="resources.vetting.fields.menus" disableSort>
          <WaitingMenus />
        </DataTable.Col>
        <DataTable.Col label="resources.vetting.fields.actions" disableSort>
          <VettingActions />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
