import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyView } from '../components/lazyView';

/** /admin/jobs — jobs that failed (an email the mail server refused, a refund Stripe declined), with "Prøv igen". */
export const jobs = {
  name: 'jobs',
  list: lazyView(() => import('./FailedJobList')),
  icon: ReportProblemIcon,
};
