import { ComingSoonScreen } from '../../components/screens/ComingSoonScreen';

/** pay/{txn}/table/{table}: online ordering at a table (later slice). */
export default function TableOrderScreen() {
  return <ComingSoonScreen />;
}
