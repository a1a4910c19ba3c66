import { closedPayoffStatusChoices } from '../../components/choices';
import { PayoffTable } from '../payoffs/PayoffTable';

export default function PayoffHistoryList() {
  return <PayoffTable statusChoices={closedPayoffStatusChoices} history />;
}
