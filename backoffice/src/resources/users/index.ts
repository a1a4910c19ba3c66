import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../../components/lazyView';

/** /admin/users, /admin/users/{id} (and the standard …/{id}/show). */
export const users = {
  name: 'users',
  list: lazyView(() => import('./UserList')),
  show: lazyView(() => import('./UserShow')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
