import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyView } from '../../components/lazyView';

/** /admin/support — requests sent through the contact form on /support. */
export const support = {
  name: 'support',
  list: lazyView(() => import('./SupportRequestList')),
  edit: lazyView<object>(() => import('./SupportRequestEdit')),
  icon: SupportAgentIcon,
  recordRepresentation: 'name',
};
