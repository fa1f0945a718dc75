import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** pay/{txn}/table/{table}: online ordering at a table (not built yet). */
export default function TableOrderScreen() {
  return <ComingSoonScreen />;
}
