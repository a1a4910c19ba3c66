import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../../components/lazyView';

/** /admin/receipts, /admin/receipts/{id}/show — every receipt and credit note (read-only: they are append-only). */
export const receipts = {
  name: 'receipts',
  list: lazyView(() => import('./ReceiptList')),
  show: lazyView(() => import('./ReceiptShow')),
  icon: ReceiptIcon,
  recordRepresentation: 'number',
};
