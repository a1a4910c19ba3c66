import StarIcon from '@mui/icons-material/Star';
import { lazyView } from '../../components/lazyView';

/** /admin/star — featured talent and menus on the home page, in order. */
export const star = {
  name: 'star',
  list: lazyView(() => import('./StarBoard')),
  edit: lazyView<object>(() => import('./StarForm').then((m) => ({ default: m.StarEdit }))),
  create: lazyView<object>(() => import('./StarForm').then((m) => ({ default: m.StarCreate }))),
  icon: StarIcon,
  recordRepresentation: (record: { position?: number }) => `#${record.position ?? ''}`,
};
