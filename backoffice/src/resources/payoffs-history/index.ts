import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../../components/lazyView';

/** /admin/payoffs-history — payoffs that are paid or rejected (same Keystone list as payoffs). */
export const payoffsHistory = {
  name: 'payoffs-history',
  list: lazyView(() => import('./PayoffHistoryList')),
  icon: HistoryIcon,
};
