import { openPayoffStatusChoices } from '../../components/choices';
import { PayoffTable } from './PayoffTable';

export default function PayoffList() {
  return <PayoffTable statusChoices={openPayoffStatusChoices} history={false} />;
}
