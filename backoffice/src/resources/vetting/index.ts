import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazyView } from '../../components/lazyView';

/** /admin/vetting — talent waiting for approval of their first publication (cms/domain/talent/vetting.ts). */
export const vetting = {
  name: 'vetting',
  list: lazyView(() => import('./VettingList')),
  icon: VerifiedUserIcon,
  recordRepresentation: 'displayName',
};
