import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyView } from '../../components/lazyView';

/**
 * /admin/dac7 — the yearly DAC7 report to Skattestyrelsen: choose the year, see the sellers and the
 * totals per quarter, download the XML and the CSV, mark a message filed, make a correction.
 */
export const dac7 = {
  name: 'dac7',
  list: lazyView(() => import('./Dac7Report')),
  icon: AccountBalanceIcon,
  options: { label: 'DAC7-indberetning' },
};
