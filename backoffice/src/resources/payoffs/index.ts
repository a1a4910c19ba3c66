import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyView } from '../../components/lazyView';

/** /admin/payoffs — payoffs waiting for an admin (requested, approved). */
export const payoffs = {
  name: 'payoffs',
  list: lazyView(() => import('./PayoffList')),
  icon: PaymentsIcon,
};
